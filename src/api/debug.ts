/**
 * The debug flag (SPEC section 4: "set by query debug=1, persisted locally"): `?debug=1` turns
 * verbose logging on and keeps it on in this browser (localStorage `debug`), `?debug=0` turns it
 * off. Read once when the data layer loads. With it on, every API call, decision change and
 * bridge call is logged to the console with `[debug]`.
 */

export const DEBUG_STORAGE_KEY = 'debug';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Whether debug is on for this page view; `?debug=1|0` also updates the stored choice. */
export function readDebugFlag(search: string, store: Store | undefined): boolean {
  const param = new URLSearchParams(search).get('debug');
  try {
    if (param === '1') store?.setItem(DEBUG_STORAGE_KEY, '1');
    else if (param === '0') store?.removeItem(DEBUG_STORAGE_KEY);
    // Anything but exactly '1' stored is off (a tampered value included).
    return param === '1' || (param !== '0' && store?.getItem(DEBUG_STORAGE_KEY) === '1');
  } catch {
    return param === '1';
  }
}

let enabled: boolean | null = null;

/** Whether verbose logging is on (decided on first use from the page's URL and storage). */
function isDebug(): boolean {
  if (enabled === null) {
    let store: Store | undefined;
    try {
      store = typeof window === 'undefined' ? undefined : window.localStorage;
    } catch {
      store = undefined;
    }
    enabled = typeof window === 'undefined' ? false : readDebugFlag(window.location.search, store);
  }
  return enabled;
}

/** Logs only when debug is on. */
export function debugLog(message: string, detail?: unknown): void {
  if (!isDebug()) return;
  if (detail === undefined) console.debug(`[debug] ${message}`);
  else console.debug(`[debug] ${message}`, detail);
}
