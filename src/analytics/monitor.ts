/**
 * The one monitoring module (SPEC sections 7 and 9; issue 15): Web Vitals (LCP, INP, CLS, TTFB),
 * custom reports (capped at 10 per page view) and error reports, for the sites whose config names
 * a performance monitor (`performanceMonitor`) and whose bigData flag allows it. Everything is
 * masked (./mask.ts) before it leaves the page. Server-render error extras are kept 5 s: extras
 * attached to the page view ride along with an error reported within 5 s, then are dropped.
 * Reports go to MONITORING_PATH (the mocked backend in the demo; the dev panel's Monitoring tab
 * lists them). The vitals library loads after the first paint, never on it.
 */
import { maskSensitive } from './mask';

/** Where reports go (ours; the monitor vendor's collector behind it). */
export const MONITORING_PATH = '/api/web/v1/monitoring/report';
/** SPEC section 9: "custom reports capped at 10 per view". */
export const CUSTOM_REPORT_CAP = 10;
/** SPEC section 9: "server-render error extras kept 5s". */
export const ERROR_EXTRAS_TTL_MS = 5000;

export type VitalName = 'LCP' | 'INP' | 'CLS' | 'TTFB';

type Report =
  | { kind: 'vital'; name: VitalName; value: number; rating: string; path: string }
  | { kind: 'custom'; name: string; data: unknown; path: string }
  | { kind: 'error'; message: string; extras?: unknown; path: string };

export type ReportOutcome = 'sent' | 'failed' | 'capped' | 'disabled' | 'pending';

export interface LoggedReport {
  /** The masked payload, exactly as sent. */
  report: Report;
  at: number;
  outcome: ReportOutcome;
}

export interface MonitoringConfig {
  /** The site's performanceMonitor is named and its bigData flag is on. */
  enabled: boolean;
  site: number;
  /** The monitor's project id (site config). */
  monitorId: string;
  now: () => number;
  send: (body: string) => Promise<void>;
}

const defaultSend = (body: string) =>
  fetch(MONITORING_PATH, { method: 'POST', body, keepalive: true, credentials: 'include', headers: { 'content-type': 'application/json' } }).then((response) => {
    if (!response.ok) throw new Error(`monitoring answered ${response.status}`);
  });

const DEFAULTS: MonitoringConfig = { enabled: false, site: 0, monitorId: '', now: () => Date.now(), send: defaultSend };
let config = DEFAULTS;
let customThisView = 0;
let extras: { value: unknown; until: number } | null = null;
const log: LoggedReport[] = [];
const listeners = new Set<() => void>();
const LOG_LIMIT = 200;

export function configureMonitoring(next: Partial<MonitoringConfig>): void {
  config = { ...config, ...next };
}

function remember(entry: LoggedReport): LoggedReport {
  log.unshift(entry);
  if (log.length > LOG_LIMIT) log.length = LOG_LIMIT;
  for (const listener of listeners) listener();
  return entry;
}

function deliver(report: Report): ReportOutcome {
  const masked = maskSensitive(report) as Report;
  if (!config.enabled) {
    remember({ report: masked, at: config.now(), outcome: 'disabled' });
    return 'disabled';
  }
  const entry = remember({ report: masked, at: config.now(), outcome: 'pending' });
  const body = JSON.stringify({ ...masked, site: config.site, monitor: config.monitorId, at: entry.at });
  config
    .send(body)
    .then(() => {
      entry.outcome = 'sent';
    })
    .catch(() => {
      entry.outcome = 'failed';
    })
    .finally(() => {
      for (const listener of listeners) listener();
    });
  return 'pending';
}

const currentPath = () => (typeof location === 'undefined' ? '' : location.pathname);

/** A new page view: the custom-report budget starts again. */
export function startPageView(): void {
  customThisView = 0;
}

/** A custom report; the 11th and later of a page view are dropped ('capped'). */
export function reportCustom(name: string, data: unknown = null): ReportOutcome {
  if (customThisView >= CUSTOM_REPORT_CAP) {
    remember({ report: maskSensitive({ kind: 'custom', name, data, path: currentPath() }) as Report, at: config.now(), outcome: 'capped' });
    return 'capped';
  }
  customThisView += 1;
  return deliver({ kind: 'custom', name, data, path: currentPath() });
}

export function reportVital(name: VitalName, value: number, rating: string): ReportOutcome {
  return deliver({ kind: 'vital', name, value, rating, path: currentPath() });
}

/** Extras (such as a server render's context) that an error reported in the next 5 s carries. */
export function keepErrorExtras(value: unknown): void {
  extras = { value, until: config.now() + ERROR_EXTRAS_TTL_MS };
}

export function reportError(error: unknown): ReportOutcome {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const kept = extras && config.now() <= extras.until ? extras.value : undefined;
  if (extras && config.now() > extras.until) extras = null;
  return deliver(kept === undefined ? { kind: 'error', message, path: currentPath() } : { kind: 'error', message, extras: kept, path: currentPath() });
}

/**
 * Web Vitals, once per page load, after the first paint: the library is fetched only when the
 * site monitors.
 */
let watching = false;

export async function watchWebVitals(load: () => Promise<typeof import('web-vitals')> = () => import('web-vitals')): Promise<void> {
  if (!config.enabled || watching) return;
  watching = true;
  const { onLCP, onINP, onCLS, onTTFB } = await load();
  const send = (metric: { name: string; value: number; rating: string }) => reportVital(metric.name as VitalName, metric.value, metric.rating);
  onLCP(send);
  onINP(send);
  onCLS(send);
  onTTFB(send);
}

/** The latest reports, newest first (the dev panel's Monitoring tab). */
export function monitoringLog(): readonly LoggedReport[] {
  return log;
}

export function subscribeMonitoring(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests only. */
export function resetMonitoring(): void {
  config = DEFAULTS;
  customThisView = 0;
  extras = null;
  watching = false;
  log.length = 0;
}
