/**
 * Demo and dev only (lazily loaded by AppShell; absent from the production build): lists every
 * decision the engine makes for the current page view, with its value and the trace's summary,
 * so a reviewer can see what each region shows and why. Developer tooling, so not translated.
 */
import { useLingui } from '@lingui/react';
import { useRouterState } from '@tanstack/react-router';
import { useId, useMemo, useState, useSyncExternalStore } from 'react';
import { engine } from '../../bundle/browser';
import { sites, type BrowserFacts, type DecisionTrace, type TraceStep } from '../engine';
import { useSite } from '../site';
import './decisionsPanel.css';

/** test.sh greps the production build for this string: it must never be there. */
export const DEMO_MARKER = 'demo-only:decisions-panel';

const OPEN_KEY = 'demo.decisionsPanel.open';

function subscribeResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const viewportWidth = () => window.innerWidth;

function initialOpen(): boolean {
  try {
    const stored = window.sessionStorage.getItem(OPEN_KEY);
    if (stored !== null) return stored === '1';
  } catch {
    // storage blocked: use the default below
  }
  return window.innerWidth >= 768;
}

type Outcome =
  | { ok: true; decisions: Record<string, unknown>; trace: Record<string, DecisionTrace> }
  | { ok: false; message: string };

function decide(facts: BrowserFacts): Outcome {
  try {
    const result = engine.decide(facts, { explain: true });
    const decisions: Record<string, unknown> = { ...result.decisions };
    return { ok: true, decisions, trace: result.trace ?? {} };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

export default function DecisionsPanel() {
  const site = useSite();
  const { i18n } = useLingui();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  const width = useSyncExternalStore(subscribeResize, viewportWidth, () => 1440);
  const [open, setOpen] = useState(initialOpen);
  const [filter, setFilter] = useState('');
  const listId = useId();

  const facts = useMemo<BrowserFacts>(
    () => ({
      site: site.id,
      path: pathname,
      search: searchStr,
      locale: i18n.locale,
      viewport: { width },
    }),
    [site.id, pathname, searchStr, i18n.locale, width],
  );
  const outcome = useMemo(() => decide(facts), [facts]);

  const names = outcome.ok
    ? [...new Set([...Object.keys(outcome.decisions), ...Object.keys(outcome.trace)])].sort()
    : [];
  const needle = filter.trim().toLowerCase();
  const shown = needle === '' ? names : names.filter((name) => name.toLowerCase().includes(needle));

  const toggle = () => {
    const next = !open;
    setOpen(next);
    try {
      window.sessionStorage.setItem(OPEN_KEY, next ? '1' : '0');
    } catch {
      // storage blocked: the state lasts for this page only
    }
  };

  const switchSite = (id: string) => {
    const params = new URLSearchParams(window.location.search);
    params.set('site', id);
    // A site is a different domain in production, so switching is a full page load here too.
    window.location.search = params.toString();
  };

  return (
    <aside
      className={`decisions ${open ? 'decisions--open' : ''}`}
      aria-label="Decisions (demo)"
      dir="ltr"
      lang="en"
      data-testid="decisions-panel"
      data-demo-marker={DEMO_MARKER}
    >
      <button
        type="button"
        className="decisions__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={toggle}
      >
        <span className="decisions__dot" aria-hidden="true" />
        Decisions
        <span className="decisions__count" data-testid="decisions-count">
          {names.length}
        </span>
      </button>

      <div className="decisions__body" id={listId} hidden={!open}>
        <div className="decisions__toolbar">
          <label className="decisions__field">
            <span>Site</span>
            <select value={site.id} onChange={(event) => switchSite(event.target.value)}>
              {sites.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.id} · {option.name}
                </option>
              ))}
            </select>
          </label>
          <label className="decisions__field decisions__field--grow">
            <span>Filter</span>
            <input
              type="search"
              value={filter}
              placeholder="decision name"
              onChange={(event) => setFilter(event.target.value)}
            />
          </label>
        </div>
        <p className="decisions__facts">
          <code>site {facts.site}</code>
          <code>path {facts.path}</code>
          {facts.search !== '' && <code>search {facts.search}</code>}
          <code>width {facts.viewport.width}</code>
          <code>locale {facts.locale}</code>
        </p>

        {!outcome.ok && (
          <p className="decisions__error" role="status">
            decide() failed: {outcome.message}
          </p>
        )}
        {outcome.ok && names.length === 0 && (
          <p className="decisions__empty">The engine returned no decisions.</p>
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
      </div>
    </aside>
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
  return (
    <li className="decision" data-testid="decision">
      <details>
        <summary>
          <span className="decision__name">{name}</span>
          <Value value={value} />
          {trace !== undefined && <span className="decision__summary">{trace.summary}</span>}
        </summary>
        {trace !== undefined && trace.steps.length > 0 && <Steps steps={trace.steps} />}
        {!isScalar(value) && <pre className="decision__json">{JSON.stringify(value, null, 2)}</pre>}
      </details>
    </li>
  );
}

function Steps({ steps }: { steps: TraceStep[] }) {
  return (
    <ol className="decision__steps">
      {steps.map((step, index) => (
        <li key={`${step.clause}-${index}`} className={step.held ? 'step step--held' : 'step'}>
          <span className="step__mark" aria-label={step.held ? 'held' : 'did not hold'}>
            {step.held ? '✓' : '✗'}
          </span>
          <span className="step__clause">{step.clause}</span>
          <span className="step__says">{step.says}</span>
          {Object.keys(step.reads).length > 0 && (
            <code className="step__reads">{compact(step.reads, 240)}</code>
          )}
          {step.notes?.map((note) => (
            <span key={note} className="step__note">
              {note}
            </span>
          ))}
          {step.steps !== undefined && step.steps.length > 0 && <Steps steps={step.steps} />}
        </li>
      ))}
    </ol>
  );
}

function isScalar(value: unknown): boolean {
  return value === null || value === undefined || typeof value !== 'object';
}

function compact(value: unknown, max: number): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function Value({ value }: { value: unknown }) {
  if (typeof value === 'boolean') {
    return <span className={`decision__value decision__value--${value}`}>{String(value)}</span>;
  }
  if (Array.isArray(value)) {
    return <span className="decision__value">[{value.length}]</span>;
  }
  return <span className="decision__value">{compact(value, 48)}</span>;
}
