/**
 * The developer panel (demo and dev only: lazily loaded by AppShell, absent from the production
 * build). A developer picks the site, a scenario, a persona, the locale, a viewport preset and a
 * fault per endpoint, and watches every decision follow, with its explanation, the facts the
 * engine saw and the API calls behind them. Every choice is a URL query parameter
 * (src/app/demo/devSettings.ts, src/mocks/state.ts), so any state is a shareable link.
 * Developer tooling, so not translated.
 */
import { useRouterState } from '@tanstack/react-router';
import { useQueryClient } from '../../api/hooks';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { apiClient, type ApiCallEvent } from '../../api/client';
import { ENDPOINT_IDS, type EndpointId } from '../../api/endpointIds';
import { analyticsLog, subscribeAnalytics, type LoggedEvent } from '../../analytics';
import { monitoringLog, subscribeMonitoring, type LoggedReport } from '../../analytics/monitor';
import { clockOffsetAtom, engineAtom, factsAtom, factsOverrideAtom, nowAtom, viewportOverrideAtom } from '../../facts';
import { FAULT_KINDS, type FaultKind } from '../../mocks/faults';
import { PERSONAS, PERSONA_IDS } from '../../mocks/personas';
import { loadScenario, SCENARIO_NAMES, SCENARIO_TAGS } from '../../mocks/scenarios';
import { CONFIG_BUNDLE_MODES, getMockSettings, setMockSettings, subscribeMockSettings, type MockSettings } from '../../mocks/state';
import { dropMarketStreams } from '../../mocks/stream';
import { resetExchange } from '../../mocks/exchange/store';
import type { DecisionTrace, ShellSite } from '../engine';

// Demo only: every site's name for the picker (the boot index carries no names). The engine's
// copies (`?bundle`, src/bundle/browser.ts), so that the panel does not fetch boot's per-site chunks.
const sites = Object.values(
  import.meta.glob<ShellSite>('../../../config/sites/*.json', { eager: true, import: 'default', query: '?bundle' }),
).sort((a, b) => a.id - b.id);
import { useSite } from '../../site/site';
import { stripLocale } from '../../lib/locales';
import { bridgeLog, subscribeBridge, type LoggedBridgeCall } from '../../api/native/nativeBridge';
import { VIEWPORT_PRESETS, pathWithLocale, scenarioPrefix, viewportFromSearch, withParams } from './devSettings';
import { Steps, Value, compact, isScalar } from './traceView';
import { builtInEngine, explainedAtom, pageEngineAtom } from './explained';
import './decisionsPanel.css';

// The inspector brings Ajv and the facts schema: its own chunk, loaded when opened.
const PolicyInspector = lazy(() => import('./PolicyInspector'));

/** test.sh greps the production build for this string: it must never be there. */
const DEMO_MARKER = 'demo-only:decisions-panel';

const OPEN_KEY = 'demo.decisionsPanel.open';
type Tab = 'decisions' | 'facts' | 'calls' | 'events' | 'monitoring' | 'app';

function initialOpen(): boolean {
  const param = new URLSearchParams(window.location.search).get('devpanel');
  if (param === '1' || param === '0') return param === '1';
  try {
    const stored = window.sessionStorage.getItem(OPEN_KEY);
    if (stored !== null) return stored === '1';
  } catch {
    // storage blocked: use the default below
  }
  // Collapsed to a small tab: the page (and a scenario's overlay) shows first, the panel second.
  return false;
}

/** A full page load with these parameters: persona, scenario and site change who is asking. */
function reloadWith(changes: Record<string, string | null>): void {
  window.location.assign(withParams(window.location.href, changes));
}

/** Back to the built-in config: the stored hot bundle goes, and the page loads again. */
async function forgetStoredBundle(): Promise<void> {
  const { indexedDbStore } = await import('../../bundle/hotConfig');
  await indexedDbStore.clear().catch(() => undefined);
  reloadWith({ config: null });
}

/** Update the address bar so the link reproduces the state, without a reload. */
function replaceUrl(changes: Record<string, string | null>): void {
  window.history.replaceState(window.history.state, '', withParams(window.location.href, changes));
}

function useMockSettings(): MockSettings {
  const [settings, setSettings] = useState(getMockSettings);
  useEffect(() => subscribeMockSettings(setSettings), []);
  return settings;
}

function useMonitoringReports(): readonly LoggedReport[] {
  const [reports, setReports] = useState<readonly LoggedReport[]>(() => [...monitoringLog()]);
  useEffect(() => subscribeMonitoring(() => setReports([...monitoringLog()])), []);
  return reports;
}

function useAnalyticsEvents(): readonly LoggedEvent[] {
  const [events, setEvents] = useState<readonly LoggedEvent[]>(() => [...analyticsLog()]);
  useEffect(() => subscribeAnalytics(() => setEvents([...analyticsLog()])), []);
  return events;
}

function useBridgeCalls(): readonly LoggedBridgeCall[] {
  const [calls, setCalls] = useState<readonly LoggedBridgeCall[]>(() => [...bridgeLog()]);
  useEffect(() => subscribeBridge(() => setCalls([...bridgeLog()])), []);
  return calls;
}

function useApiCalls(): ApiCallEvent[] {
  const [calls, setCalls] = useState<ApiCallEvent[]>([]);
  useEffect(() => apiClient.subscribe((event) => setCalls((list) => [event, ...list].slice(0, 80))), []);
  return calls;
}

export default function DecisionsPanel() {
  const site = useSite();
  const facts = useAtomValue(factsAtom);
  const setViewportOverride = useSetAtom(viewportOverrideAtom);
  const viewportOverride = useAtomValue(viewportOverrideAtom);
  const queryClient = useQueryClient();
  const settings = useMockSettings();
  const calls = useApiCalls();
  const events = useAnalyticsEvents();
  const reports = useMonitoringReports();
  const bridgeCalls = useBridgeCalls();
  const clockOffset = useAtomValue(clockOffsetAtom);
  const [dropped, setDropped] = useState<number | null>(null);
  const setClockOffset = useSetAtom(clockOffsetAtom);
  const setNow = useSetAtom(nowAtom);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [open, setOpen] = useState(initialOpen);
  const [tab, setTab] = useState<Tab>('decisions');
  const [filter, setFilter] = useState('');
  const [copied, setCopied] = useState(false);
  const [inspecting, setInspecting] = useState(() => new URLSearchParams(window.location.search).get('inspector') === '1');
  const setFactsOverride = useSetAtom(factsOverrideAtom);
  const listId = useId();
  // The trading pages (they keep Buy and Sell in a bar at the phone's bottom): the pill docks at the
  // bar's start from its first render, not when the bar arrives, which moved it across the screen.
  const onTradingPage = /^\/(trade|futures|futures-delivery|alpha)(\/|$)/.test(stripLocale(pathname));

  const openInspector = () => {
    setInspecting(true);
    replaceUrl({ inspector: '1' });
  };
  /** Closing gives the page its own facts back. */
  const closeInspector = () => {
    setInspecting(false);
    setFactsOverride(null);
    replaceUrl({ inspector: null, inspect: null });
  };

  // `?vw=` from a shared link (`?now=` is applied by FactsSources, before the engine decides).
  useEffect(() => {
    setViewportOverride(viewportFromSearch(window.location.search));
  }, [setViewportOverride]);

  /** Step the simulated clock (a day of caps replayed in seconds); the link keeps the time. */
  const stepClock = (ms: number | null) => {
    const offset = ms === null ? 0 : clockOffset + ms;
    setNow(Date.now());
    setClockOffset(offset);
    replaceUrl({ now: offset === 0 ? null : new Date(Date.now() + offset).toISOString() });
  };

  // The engine the page runs (a hot config bundle's, when one is in force), and what it decided.
  const engine = useAtomValue(pageEngineAtom);
  // Null until the page has chosen its engine (the stored bundle read and checked): until then the
  // panel explains with the built-in one, but does not claim that the page runs it.
  const chosen = useAtomValue(engineAtom) !== null;
  const outcome = useAtomValue(explainedAtom);

  const names = outcome.ok ? Object.keys(outcome.decisions).sort() : [];
  const needle = filter.trim().toLowerCase();
  const shown = needle === '' ? names : names.filter((name) => name.toLowerCase().includes(needle));
  const failedCalls = calls.filter((c) => !c.ok).length;
  const locale = facts.locale ?? 'en';
  const siteLocales = (site as { locales?: readonly string[] }).locales ?? [site.defaultLang];

  const toggle = () => {
    const next = !open;
    setOpen(next);
    try {
      window.sessionStorage.setItem(OPEN_KEY, next ? '1' : '0');
    } catch {
      // storage blocked: the state lasts for this page only
    }
  };

  /** Faults apply live: the backend answers differently and every query asks again. */
  const setFault = async (patch: Partial<MockSettings>, url: Record<string, string | null>) => {
    await setMockSettings(patch);
    replaceUrl(url);
    await queryClient.resetQueries({ queryKey: ['api'] });
  };

  const copyFacts = async () => {
    try {
      await navigator.clipboard.writeText(JSON.stringify({ $schema: './schemas/facts.schema.json', ...facts }, null, 2));
      setCopied(true);
      window.setTimeout(() => setCopied(false), 1500);
    } catch {
      setTab('facts');
    }
  };

  return (
    <aside
      className={`decisions ${open ? 'decisions--open' : ''} ${onTradingPage ? 'decisions--trading' : ''}`}
      aria-label="Developer panel (demo)"
      dir="ltr"
      lang="en"
      data-testid="decisions-panel"
      data-demo-marker={DEMO_MARKER}
    >
      {inspecting && (
        <Suspense fallback={null}>
          <PolicyInspector onClose={closeInspector} />
        </Suspense>
      )}
      <button type="button" className="decisions__toggle" aria-expanded={open} aria-controls={listId} onClick={toggle}>
        <span className={`decisions__dot ${failedCalls > 0 ? 'decisions__dot--warn' : ''}`} aria-hidden="true" />
        Decisions
        <span className="decisions__count" data-testid="decisions-count">
          {names.length}
        </span>
      </button>

      {/* Collapsed, the body is not rendered at all: its pickers (every scenario, a fault menu per
          endpoint) and decisions were 4 100 hidden elements, nine in ten of a page's, re-rendered
          with every fact that changed. */}
      <div className="decisions__body" id={listId} hidden={!open}>
        {open && (
          <>
            <div className="decisions__controls">
              <label className="decisions__field">
                <span>Site</span>
                <select data-testid="dev-site" value={site.id} onChange={(e) => reloadWith({ site: e.target.value, scenario: null })}>
                  {sites.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.id} · {option.name}
                    </option>
                  ))}
                </select>
              </label>
              <label className="decisions__field">
                <span>Persona</span>
                <select data-testid="dev-persona" value={settings.persona} onChange={(e) => reloadWith({ persona: e.target.value, scenario: null })}>
                  {PERSONA_IDS.map((id) => (
                    <option key={id} value={id} title={PERSONAS[id].description}>
                      {PERSONAS[id].label}
                    </option>
                  ))}
                </select>
              </label>
              <label className="decisions__field decisions__field--wide">
                <span>Scenario</span>
                <select data-testid="dev-scenario" value={settings.scenario ?? ''} onChange={(e) => reloadWith({ scenario: e.target.value || null })}>
                  <option value="">(none: the persona's own answers)</option>
                  {SCENARIO_NAMES.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </select>
              </label>
              <label className="decisions__field">
                <span>Locale</span>
                <select
                  data-testid="dev-locale"
                  value={locale}
                  onChange={(e) => window.location.assign(pathWithLocale(pathname, locale, e.target.value) + window.location.search)}
                >
                  {[...new Set([locale, ...siteLocales])].map((code) => (
                    <option key={code} value={code}>
                      {code}
                    </option>
                  ))}
                </select>
              </label>
              <label className="decisions__field">
                <span>Viewport</span>
                <select
                  data-testid="dev-viewport"
                  value={VIEWPORT_PRESETS.find((p) => p.width === viewportOverride)?.id ?? 'real'}
                  onChange={(e) => {
                    const preset = VIEWPORT_PRESETS.find((p) => p.id === e.target.value);
                    const width = preset?.width ?? null;
                    setViewportOverride(width);
                    replaceUrl({ vw: width === null ? null : String(width) });
                  }}
                >
                  {VIEWPORT_PRESETS.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.label}
                    </option>
                  ))}
                </select>
              </label>
              <label className="decisions__field">
                <span>Config bundle</span>
                <select data-testid="dev-config-bundle" value={settings.configBundle} onChange={(e) => reloadWith({ config: e.target.value === 'none' ? null : e.target.value })} title="The hot config bundle the backend publishes; an accepted one runs from the next page view">
                  {CONFIG_BUNDLE_MODES.map((mode) => (
                    <option key={mode} value={mode}>
                      {mode === 'none' ? 'none published' : mode}
                    </option>
                  ))}
                </select>
              </label>
              <label className="decisions__field">
                <span>All endpoints</span>
                <FaultSelect
                  testId="dev-fault-all"
                  value={settings.faultAll}
                  none="answer normally"
                  onChange={(kind) => void setFault({ faultAll: kind }, { 'fault.all': kind })}
                />
              </label>
            </div>

            <p className="decisions__facts">
              <code>site {facts.site}</code>
              <code>path {facts.path}</code>
              {facts.search !== undefined && facts.search !== '' && <code>search {facts.search}</code>}
              <code>width {facts.viewport?.width}</code>
              <code>locale {locale}</code>
              <code>{facts.user?.isLogin ? `logged in (uid ${String(facts.user.uid ?? '?')})` : 'visitor'}</code>
              <code data-testid="dev-in-app">{facts.inApp ? `in app ${String(facts.app?.platform)} ${String(facts.app?.version)}` : 'web'}</code>
            </p>

            <div className="decisions__clock" data-testid="dev-clock">
              <span>
                Clock <code data-testid="dev-clock-now">{facts.now}</code>
                {clockOffset !== 0 && <em> (simulated)</em>}
              </span>
              <button type="button" onClick={() => stepClock(30 * 60_000)}>
                +30 min
              </button>
              <button type="button" onClick={() => stepClock(3_600_000)}>
                +1 h
              </button>
              <button type="button" onClick={() => stepClock(86_400_000)}>
                +1 day
              </button>
              <button type="button" onClick={() => stepClock(null)} disabled={clockOffset === 0}>
                Real time
              </button>
            </div>

            <div className="decisions__clock" data-testid="dev-config">
              <span>
                Config <code data-testid="dev-config-source">{!chosen ? 'loading' : engine === builtInEngine ? 'built-in' : 'hot bundle'}</code>
              </span>
              <button type="button" data-testid="dev-config-forget" onClick={() => void forgetStoredBundle()}>
                Forget the stored bundle
              </button>
            </div>

            <div className="decisions__clock" data-testid="dev-stream">
              <span>Market stream</span>
              <button type="button" onClick={() => setDropped(dropMarketStreams())}>
                Drop market stream
              </button>
              {dropped !== null && <em data-testid="dev-stream-dropped">{dropped} connection(s) dropped, the stream is down for 3 s; the page reconnects and fetches what it missed</em>}
            </div>

            <div className="decisions__clock" data-testid="dev-account">
              <span>Spot accounts</span>
              <button
                type="button"
                data-testid="dev-account-reset"
                onClick={() => {
                  // Every persona's balances back to the start, no orders; the reload makes every view read them.
                  resetExchange();
                  window.location.reload();
                }}
              >
                Reset demo account
              </button>
            </div>

            {outcome.ok && <ScreenSlots screen={outcome.decisions.screen} />}

            <details className="decisions__faults">
              <summary>
                Faults per endpoint
                {Object.keys(settings.faults).length > 0 && <span className="decisions__count">{Object.keys(settings.faults).length}</span>}
              </summary>
              <div className="decisions__fault-grid">
                {ENDPOINT_IDS.map((id: EndpointId) => (
                  <label key={id} className="decisions__fault">
                    <span>{id}</span>
                    <FaultSelect
                      testId={`dev-fault-${id}`}
                      value={settings.faults[id] ?? null}
                      none="ok"
                      onChange={(kind) => {
                        const faults = { ...settings.faults };
                        if (kind === null) delete faults[id];
                        else faults[id] = kind;
                        void setFault({ faults }, { [`fault.${id}`]: kind });
                      }}
                    />
                  </label>
                ))}
              </div>
            </details>

            <div className="decisions__tabs">
              <div role="tablist" aria-label="Panel views" className="decisions__tablist">
              {(['decisions', 'facts', 'calls', 'events', 'monitoring', 'app'] as const).map((t) => (
                <button key={t} type="button" role="tab" aria-selected={tab === t} className="decisions__tab" onClick={() => setTab(t)}>
                  {t === 'decisions'
                    ? `Decisions (${names.length})`
                    : t === 'facts'
                      ? 'Facts'
                      : t === 'calls'
                        ? `Calls (${calls.length}${failedCalls ? `, ${failedCalls} failed` : ''})`
                        : t === 'events'
                          ? `Events (${events.length})`
                          : t === 'monitoring'
                            ? `Monitoring (${reports.length})`
                            : `App bridge (${bridgeCalls.length})`}
                </button>
              ))}
              </div>
              <button type="button" className="decisions__tab decisions__tab--action" onClick={() => void copyFacts()} title="Copy the facts as a file for `npm run -s policy -- decide - --explain`">
                {copied ? 'Copied' : 'Copy facts'}
              </button>
              <button type="button" className="decisions__tab decisions__tab--action" onClick={openInspector} data-testid="open-inspector" title="Every policy as sentences, the trace, and the facts to edit">
                Inspect policies
              </button>
            </div>

            {tab === 'decisions' && (
              <>
                <label className="decisions__field decisions__field--grow">
                  <span>Filter</span>
                  <input type="search" value={filter} placeholder="decision name" onChange={(event) => setFilter(event.target.value)} />
                </label>
                {!outcome.ok && (
                  <p className="decisions__error" role="status">
                    decide() failed: {outcome.message}
                  </p>
                )}
                <ul className="decisions__list" data-testid="decisions-list">
                  {shown.map((name) => (
                    <DecisionRow
                      key={name}
                      name={name}
                      value={outcome.ok ? outcome.decisions[name] : undefined}
                      trace={outcome.ok ? outcome.trace[name] : undefined}
                    />
                  ))}
                </ul>
              </>
            )}
            {tab === 'facts' && (
              <pre className="decision__json" data-testid="dev-facts">
                {JSON.stringify(facts, null, 2)}
              </pre>
            )}
            {tab === 'calls' && (
              <ol className="decisions__calls" data-testid="dev-calls">
                {calls.length === 0 && <li className="decisions__empty">No API calls yet.</li>}
                {calls.map((c, i) => (
                  <li key={`${c.url}-${i}`} className={c.ok ? 'call' : 'call call--failed'}>
                    <span className="call__endpoint">{c.endpoint}</span>
                    <span className="call__status">{c.ok ? 'ok' : `default (${c.reason ?? 'failed'})`}</span>
                    <span className="call__ms">{Math.round(c.ms)} ms</span>
                    {c.detail !== undefined && <span className="call__detail">{c.detail}</span>}
                  </li>
                ))}
              </ol>
            )}
            {tab === 'events' && (
              <ol className="decisions__calls" data-testid="dev-events">
                {events.length === 0 && <li className="decisions__empty">No analytics events yet{site.bigData ? '' : ' (this site does not collect: bigData is off)'}.</li>}
                {events.map((e, i) => (
                  <li key={`${e.at}-${i}`} className={e.outcome === 'failed' ? 'call call--failed' : 'call'} data-testid="dev-event">
                    <span className="call__endpoint">{e.event.name}</span>
                    <span className="call__status">{e.outcome}</span>
                    <span className="call__ms">{new Date(e.at).toISOString().slice(11, 19)}</span>
                    <span className="call__detail">{compact(e.event, 160)}</span>
                  </li>
                ))}
              </ol>
            )}
            {tab === 'monitoring' && (
              <ol className="decisions__calls" data-testid="dev-monitoring">
                {reports.length === 0 && <li className="decisions__empty">No monitoring reports yet{site.bigData && site.performanceMonitor ? '' : ' (this site does not monitor: no performanceMonitor, or bigData is off)'}.</li>}
                {reports.map((r, i) => (
                  <li key={`${r.at}-${i}`} className={r.outcome === 'failed' ? 'call call--failed' : 'call'} data-testid="dev-monitoring-report">
                    <span className="call__endpoint">{r.report.kind === 'vital' ? `${r.report.name} ${Math.round(r.report.value * 1000) / 1000}` : r.report.kind === 'custom' ? r.report.name : 'error'}</span>
                    <span className="call__status">{r.outcome}</span>
                    <span className="call__ms">{new Date(r.at).toISOString().slice(11, 19)}</span>
                    <span className="call__detail">{compact(r.report, 160)}</span>
                  </li>
                ))}
              </ol>
            )}
            {tab === 'app' && (
              <ol className="decisions__calls" data-testid="dev-bridge">
                {bridgeCalls.length === 0 && (
                  <li className="decisions__empty">{facts.inApp ? 'No bridge calls yet: follow a link to a trade, futures, KYC, strategy, login or sign-up page, or home.' : 'Not in the app: add ?inApp=android:658020 (or ios:<build>) to simulate it.'}</li>
                )}
                {bridgeCalls.map((c, i) => (
                  <li key={`${c.at}-${i}`} className={c.ok ? 'call' : 'call call--failed'} data-testid="dev-bridge-call">
                    <span className="call__endpoint">{c.call.method}</span>
                    <span className="call__status">{c.ok ? 'sent' : 'failed'}</span>
                    <span className="call__ms">{new Date(c.at).toISOString().slice(11, 19)}</span>
                    <span className="call__detail">{compact(c.call, 160)}</span>
                  </li>
                ))}
              </ol>
            )}
          </>
        )}
      </div>
    </aside>
  );
}

function FaultSelect(props: { testId: string; value: FaultKind | null; none: string; onChange: (kind: FaultKind | null) => void }) {
  return (
    <select data-testid={props.testId} value={props.value ?? ''} onChange={(e) => props.onChange((e.target.value || null) as FaultKind | null)}>
      <option value="">{props.none}</option>
      {FAULT_KINDS.map((k) => (
        <option key={k} value={k}>
          {k}
        </option>
      ))}
    </select>
  );
}

function DecisionRow({
  name,
  value,
  trace,
}: {
  name: string;
  value: unknown;
  trace?: DecisionTrace;
}) {
  // Its scenario links load (a chunk per scenario) only once the row is opened.
  const [expanded, setExpanded] = useState(false);
  return (
    <li className="decision" data-testid="decision">
      <details onToggle={(event) => setExpanded(event.currentTarget.open)}>
        <summary>
          <span className="decision__name">{name}</span>
          <Value value={value} />
          {trace !== undefined && <span className="decision__summary">{trace.summary}</span>}
        </summary>
        {trace !== undefined && trace.steps.length > 0 && <Steps steps={trace.steps} />}
        {!isScalar(value) && <pre className="decision__json">{JSON.stringify(value, null, 2)}</pre>}
        {expanded && <ScenarioLinks decision={name} />}
      </details>
    </li>
  );
}

/** The screen's slots and their holders, and why each overlay that wanted a slot lost it. */
function ScreenSlots({ screen }: { screen: unknown }) {
  const value = screen as { slots?: Record<string, Array<{ id: string; variant?: string }>>; lost?: Record<string, string> } | undefined;
  if (!value?.slots) return null;
  return (
    <div className="decisions__screen" data-testid="dev-screen">
      <strong>Screen</strong>
      {Object.entries(value.slots).map(([slot, holders]) => (
        <code key={slot} data-testid={`dev-slot-${slot}`}>
          {slot}: {holders.length === 0 ? '(empty)' : holders.map((h) => (h.variant ? `${h.id} (${h.variant})` : h.id)).join(', ')}
        </code>
      ))}
      {Object.entries(value.lost ?? {}).map(([id, why]) => (
        <code key={id} className="decisions__lost">
          {id} lost: {why}
        </code>
      ))}
    </div>
  );
}

/**
 * Links to the scenarios about this decision (tagged with it, or named after it): each opens the
 * scenario's page, site and time, so the overlay shows (or shows why not) first, the panel second.
 */
function ScenarioLinks({ decision }: { decision: string }) {
  const prefix = scenarioPrefix(decision);
  const names = useMemo(
    () => SCENARIO_NAMES.filter((name) => name.startsWith(prefix) || (SCENARIO_TAGS[name] ?? []).includes(decision)),
    [prefix, decision],
  );
  const [hrefs, setHrefs] = useState<Record<string, string>>({});
  useEffect(() => {
    let live = true;
    void Promise.all(
      names.map(async (name) => {
        const scenario = await loadScenario(name);
        const facts = (scenario?.facts ?? {}) as { path?: string; search?: string; site?: number; now?: string };
        // The scenario's own query (a referral code, a shortlink) comes with it.
        const params = new URLSearchParams(facts.search ?? '');
        params.set('scenario', name);
        params.set('site', String(facts.site ?? 0));
        if (facts.now) params.set('now', facts.now);
        return [name, `${facts.path ?? '/'}?${params.toString()}`] as const;
      }),
    ).then((pairs) => {
      if (live) setHrefs(Object.fromEntries(pairs));
    });
    return () => {
      live = false;
    };
  }, [names]);
  if (names.length === 0) return null;
  return (
    <ul className="decision__scenarios" aria-label={`Scenarios for ${decision}`}>
      {names.map((name) => (
        <li key={name}>
          <a href={hrefs[name] ?? `?scenario=${name}`}>{name}</a>
        </li>
      ))}
    </ul>
  );
}
