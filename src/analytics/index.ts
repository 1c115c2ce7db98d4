/**
 * The one analytics module (SPEC section 7's events; section 9: exposure re-entry throttle 10 s,
 * analytics timeout 5000 ms). Events are typed; a view (exposure) of the same thing within 10 s
 * of the last is not sent again; nothing is sent where the site's `bigData` flag is off. The app
 * configures it once at boot (site, collector id); in the demo the mocked backend receives the
 * events and the dev panel's Events tab lists every event with what became of it.
 */

import { ANALYTICS_PATH, analyticsConfig, configureAnalytics, resetAnalyticsConfig } from './config';

export { configureAnalytics };

/** SPEC section 9: "Exposure re-entry throttle 10s". */
export const EXPOSURE_THROTTLE_MS = 10_000;
/** SPEC section 9: "Analytics timeout 5000ms". */
export const ANALYTICS_TIMEOUT_MS = 5000;

export type AnalyticsEvent =
  | { name: 'download_module_view'; source: string }
  | { name: 'download_module_click'; source: string }
  | { name: 'home_secondary_navigation_click'; item: string }
  | { name: 'kyc_upgrade_kyc2_verify_now'; source: string }
  | { name: 'common_kyc_event'; action: string }
  | { name: 'myaccount_security_click'; item: string }
  /** A pop-up (dialog, toast, bar) was shown, clicked (its primary action) or closed. */
  | { name: 'popup_view' | 'popup_click' | 'popup_close'; popup: string; variant?: string }
  /** A banner was shown or clicked. */
  | { name: 'banner_view' | 'banner_click'; banner: string; variant?: string };

export type EventOutcome = 'sent' | 'failed' | 'throttled' | 'disabled';

export interface LoggedEvent {
  event: AnalyticsEvent;
  at: number;
  outcome: EventOutcome | 'pending';
}

const defaultSend = (body: string, signal: AbortSignal) =>
  fetch(ANALYTICS_PATH, { method: 'POST', body, signal, keepalive: true, credentials: 'include', headers: { 'content-type': 'application/json' } }).then((response) => {
    if (!response.ok) throw new Error(`analytics answered ${response.status}`);
  });

const lastView = new Map<string, number>();
const log: LoggedEvent[] = [];
const listeners = new Set<() => void>();
const LOG_LIMIT = 200;

function keyOf(event: AnalyticsEvent): string {
  return JSON.stringify(event);
}

const isView = (event: AnalyticsEvent) => event.name.endsWith('_view');

function remember(entry: LoggedEvent): void {
  log.unshift(entry);
  if (log.length > LOG_LIMIT) log.length = LOG_LIMIT;
  for (const listener of listeners) listener();
}

function settle(entry: LoggedEvent, outcome: EventOutcome): void {
  entry.outcome = outcome;
  for (const listener of listeners) listener();
}

/**
 * Send one event. Returns what became of it synchronously: 'disabled' (the site does not collect),
 * 'throttled' (the same view within 10 s), or 'pending' (on its way; a failure is logged, never
 * thrown: analytics must not break the page).
 */
export function track(event: AnalyticsEvent): EventOutcome | 'pending' {
  const config = analyticsConfig(defaultSend);
  const at = config.now();
  const entry: LoggedEvent = { event, at, outcome: 'pending' };
  if (!config.enabled) {
    remember({ ...entry, outcome: 'disabled' });
    return 'disabled';
  }
  if (isView(event)) {
    const key = keyOf(event);
    const last = lastView.get(key);
    if (last !== undefined && at - last < EXPOSURE_THROTTLE_MS) {
      remember({ ...entry, outcome: 'throttled' });
      return 'throttled';
    }
    lastView.set(key, at);
  }
  remember(entry);
  const body = JSON.stringify({ ...event, site: config.site, project: config.collectId, at });
  let signal: AbortSignal;
  try {
    signal = AbortSignal.timeout(ANALYTICS_TIMEOUT_MS);
  } catch {
    signal = new AbortController().signal;
  }
  config
    .send(body, signal)
    .then(() => settle(entry, 'sent'))
    .catch((error: unknown) => {
      settle(entry, 'failed');
      console.debug('analytics event not delivered', event.name, error);
    });
  return 'pending';
}

/** A policy-driven overlay's moment, as the event SPEC section 7 names ("popup and banner views and clicks"). */
export function trackOverlay(overlayId: string, moment: 'shown' | 'closed' | 'acknowledged', variant?: string): void {
  const banner = overlayId === 'businessNotice' || overlayId === 'homepageBanner' || overlayId === 'alphaBanner';
  const v = variant ? { variant } : {};
  if (banner) {
    if (moment === 'shown') track({ name: 'banner_view', banner: overlayId, ...v });
    else if (moment === 'acknowledged') track({ name: 'banner_click', banner: overlayId, ...v });
    return;
  }
  const name = moment === 'shown' ? 'popup_view' : moment === 'acknowledged' ? 'popup_click' : 'popup_close';
  track({ name, popup: overlayId, ...v });
}

/** The latest events, newest first (the dev panel's Events tab). */
export function analyticsLog(): readonly LoggedEvent[] {
  return log;
}

export function subscribeAnalytics(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests only: forget views, the log and the configuration. */
export function resetAnalytics(): void {
  lastView.clear();
  log.length = 0;
  resetAnalyticsConfig();
}
