/**
 * The analytics configuration alone (the app sets it at boot, on the first paint's path): the
 * event module itself (./index.ts) loads with the overlays and pages that send events.
 */

/** Where events go (the collector; the mocked backend in the demo). */
export const ANALYTICS_PATH = '/api/web/v1/analytics/collect';

export interface AnalyticsConfig {
  /** The site's bigData flag: nothing is sent where it is off. */
  enabled: boolean;
  site: number;
  collectId: string;
  now: () => number;
  /** How an event is sent (default: a POST to ANALYTICS_PATH); tests pass their own. */
  send?: (body: string, signal: AbortSignal) => Promise<unknown>;
}

const DEFAULTS: AnalyticsConfig = { enabled: false, site: 0, collectId: '', now: () => Date.now() };
let config: AnalyticsConfig = DEFAULTS;

/** Called once by the app: whether this site collects (site config `bigData`) and its collector id. */
export function configureAnalytics(next: Partial<AnalyticsConfig>): void {
  config = { ...config, ...next };
}

/** The configuration, with the default sender filled in. */
export function analyticsConfig(
  defaultSend: (body: string, signal: AbortSignal) => Promise<unknown>,
): Required<AnalyticsConfig> {
  return { ...config, send: config.send ?? defaultSend };
}

export function resetAnalyticsConfig(): void {
  config = DEFAULTS;
}
