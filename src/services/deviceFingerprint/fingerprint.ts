/**
 * Device fingerprint (SPEC sections 4, 5, 7, 8, 9; issue 13 part 2). The vendor's script (its URL
 * in site config, `fingerprintScript`) is loaded, its SDK collects a device blob, and a POST to
 * the origin-relative /dfdid/udid/c1 turns that into the device id, cached in the `finger_print`
 * cookie for 86400 s (cut to 60 characters) and refreshed when older than a day.
 *
 * - Valid only if 40 characters long, starting with 8 hex digits, and not an error marker.
 * - A load error ('Failed to load script', 'SDK failed to initialize after loading') is stored
 *   as a marker (at most 1024 characters): invalid, so the next try (and the next page view)
 *   refreshes; up to three tries per page view.
 * - The SDK is awaited 1 s, polling every 50 ms; a loaded script is reused for 30 s.
 *
 * Pure rules and the run, with every effect injected (tests drive it on a fake clock).
 */

export const FINGERPRINT_COOKIE = 'finger_print';
/** localStorage: when the cookie's value was fetched (ms since the epoch). */
export const FINGERPRINT_STAMP_KEY = 'finger_print_at';
/** SPEC section 9. */
export const FINGERPRINT_TTL_SECONDS = 86_400;
export const FINGERPRINT_MAX_LENGTH = 60;
export const MARKER_MAX_LENGTH = 1024;
const SDK_WAIT_MS = 1000;
export const SDK_POLL_MS = 50;
const SCRIPT_CACHE_MS = 30_000;
/** SPEC section 4: auto refresh up to three tries. */
const MAX_TRIES = 3;

/** SPEC section 8: the two load errors, stored as markers. */
export const LOAD_ERRORS = {
  script: 'Failed to load script',
  init: 'SDK failed to initialize after loading',
} as const;
export type LoadError = (typeof LOAD_ERRORS)[keyof typeof LOAD_ERRORS];

/** The marker a load error leaves in the cookie (its message first, so it reads in a cookie list). */
export function errorMarker(error: LoadError, detail = ''): string {
  return (detail === '' ? error : `${error}: ${detail}`).slice(0, MARKER_MAX_LENGTH);
}

/** Whether a stored value is a load error's marker. */
function isErrorMarker(value: string): boolean {
  return value.startsWith(LOAD_ERRORS.script) || value.startsWith(LOAD_ERRORS.init);
}

/** SPEC section 5: 40 characters, the first 8 hex digits, not an error marker. */
export function isValidFingerprint(value: unknown): boolean {
  return typeof value === 'string' && value.length === 40 && /^[0-9a-fA-F]{8}/.test(value) && !isErrorMarker(value);
}

/** What the cookie keeps of a fetched value (SPEC section 9: cut to 60 characters). */
export function storedFingerprint(value: string): string {
  return value.slice(0, FINGERPRINT_MAX_LENGTH);
}

/** A stored stamp, or null when absent or tampered with (not a past time in ms). */
export function parseStamp(raw: string | undefined, now: number): number | null {
  if (raw === undefined || !/^\d{1,15}$/.test(raw)) return null;
  const at = Number(raw);
  return at <= now ? at : null;
}

/** Whether the device id must be fetched: none valid stored, or fetched a day ago or more. */
export function needsRefresh(cookie: string | undefined, stamp: number | null, now: number): boolean {
  if (!isValidFingerprint(cookie)) return true;
  return stamp === null || now - stamp >= FINGERPRINT_TTL_SECONDS * 1000;
}

/** The vendor SDK as its script leaves it on `window` (the demo serves a stand-in). */
export interface FingerprintSdk {
  /** A device blob for /dfdid/udid/c1. */
  collect(): Promise<string> | string;
}

export interface FingerprintEffects {
  /** Loads the vendor script (rejects on a load error). */
  loadScript(url: string): Promise<void>;
  /** The SDK, once the script has set it up. */
  sdk(): FingerprintSdk | undefined;
  sleep(ms: number): Promise<void>;
  now(): number;
  /** POST /dfdid/udid/c1; the answered device id, or null when the call failed. */
  post(blob: string): Promise<string | null>;
  /** Stores a value (a device id or a marker) with its stamp (null: none, for a marker). */
  store(value: string, stamp: number | null): void;
  log(message: string): void;
}

export type FingerprintOutcome =
  | { readonly ok: true; readonly value: string; readonly tries: number }
  | { readonly ok: false; readonly reason: string; readonly tries: number };

/** Polls for the SDK every 50 ms for at most 1 s. */
async function waitForSdk(fx: FingerprintEffects): Promise<FingerprintSdk | undefined> {
  const start = fx.now();
  for (;;) {
    const sdk = fx.sdk();
    if (sdk !== undefined && typeof sdk.collect === 'function') return sdk;
    if (fx.now() - start >= SDK_WAIT_MS) return undefined;
    await fx.sleep(SDK_POLL_MS);
  }
}

/** One try: a valid device id, or why not (a load error is stored as its marker). */
async function tryOnce(url: string, fx: FingerprintEffects): Promise<{ value: string } | { reason: string }> {
  try {
    await fx.loadScript(url);
  } catch (error) {
    const marker = errorMarker(LOAD_ERRORS.script, `${url} ${error instanceof Error ? error.message : String(error)}`.trim());
    fx.store(marker, null);
    return { reason: marker };
  }
  const sdk = await waitForSdk(fx);
  if (sdk === undefined) {
    const marker = errorMarker(LOAD_ERRORS.init, url);
    fx.store(marker, null);
    return { reason: marker };
  }
  let blob: string;
  try {
    blob = String(await sdk.collect());
  } catch (error) {
    return { reason: `the SDK could not collect: ${error instanceof Error ? error.message : String(error)}` };
  }
  const answer = await fx.post(blob);
  if (answer === null) return { reason: 'the device id call failed' };
  const value = storedFingerprint(answer);
  if (!isValidFingerprint(value)) return { reason: `the device id is not valid: ${JSON.stringify(answer.slice(0, 80))}` };
  fx.store(value, fx.now());
  return { value };
}

/** Fetches the device id, up to three tries (1 s, then 2 s between them). Never throws. */
export async function refreshFingerprint(url: string, fx: FingerprintEffects): Promise<FingerprintOutcome> {
  let reason = '';
  for (let tries = 1; tries <= MAX_TRIES; tries += 1) {
    const result = await tryOnce(url, fx);
    if ('value' in result) return { ok: true, value: result.value, tries };
    reason = result.reason;
    fx.log(`device fingerprint try ${tries} of ${MAX_TRIES} failed: ${reason}`);
    if (tries < MAX_TRIES) await fx.sleep(1000 * tries);
  }
  return { ok: false, reason, tries: MAX_TRIES };
}

/**
 * Loads scripts by URL, reusing a load for 30 s (SPEC section 9, script cache); a failed load is
 * forgotten at once, so a retry loads again. `inject` adds the script element.
 */
export function createScriptLoader(inject: (url: string) => Promise<void>, now: () => number): (url: string) => Promise<void> {
  const cache = new Map<string, { at: number; load: Promise<void> }>();
  return (url) => {
    const hit = cache.get(url);
    if (hit !== undefined && now() - hit.at < SCRIPT_CACHE_MS) return hit.load;
    const load = inject(url);
    cache.set(url, { at: now(), load });
    load.catch(() => {
      if (cache.get(url)?.load === load) cache.delete(url);
    });
    return load;
  };
}
