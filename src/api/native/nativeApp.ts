/**
 * The native app's webview (SPEC sections 2, 5, 7; issue 13 part 3): whether this page runs
 * inside the app, on which platform and build. The bridge calls the page makes to it are in
 * ./nativeBridge.ts (only the lazy native links use them; detection is in the first load).
 *
 * - Detection: the app adds `ExchangeApp/<android|ios>/<build>` to its webview's user agent (our
 *   contract with the app teams, written in docs/native-app.md). In demo builds
 *   `?inApp=android:658020` (or `ios:202504080001`) simulates the app for the session and
 *   `?inApp=0` ends it; a stored value that does not parse is treated as absent.
 */

type NativePlatform = 'android' | 'ios';

export interface NativeApp {
  readonly platform: NativePlatform;
  /** Android version code (e.g. 658020) or iOS build number (e.g. 202504080001). */
  readonly version: number;
}

const APP_TOKEN = /\bExchangeApp\/(android|ios)\/(\d{1,14})\b/i;
const PARAM = /^(android|ios):(\d{1,14})$/i;
/** sessionStorage: the demo's simulated app. */
export const DEMO_IN_APP_KEY = 'demo_in_app';

function make(platform: string, version: string): NativeApp | null {
  const n = Number(version);
  return Number.isSafeInteger(n) && n > 0 ? { platform: platform.toLowerCase() as NativePlatform, version: n } : null;
}

/** The app named by a user agent, or null on the web. */
export function nativeAppFromUserAgent(userAgent: string): NativeApp | null {
  const m = APP_TOKEN.exec(userAgent);
  return m ? make(m[1]!, m[2]!) : null;
}

/** `android:658020` / `ios:202504080001`, or null for anything else. */
export function parseInAppParam(value: string | null | undefined): NativeApp | null {
  const m = PARAM.exec((value ?? '').trim());
  return m ? make(m[1]!, m[2]!) : null;
}

export interface DetectInput {
  readonly userAgent: string;
  readonly search: string;
  /** Demo builds only: the simulated app may come from the URL or the session. */
  readonly demo: boolean;
  readonly session?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

/** The app this page runs in, or null. The demo's parameter wins over the session, both over the user agent. */
export function detectNativeApp({ userAgent, search, demo, session }: DetectInput): NativeApp | null {
  if (demo) {
    const param = new URLSearchParams(search).get('inApp');
    try {
      if (param !== null) {
        const app = parseInAppParam(param);
        if (app) session?.setItem(DEMO_IN_APP_KEY, `${app.platform}:${app.version}`);
        else session?.removeItem(DEMO_IN_APP_KEY);
        if (app) return app;
        return nativeAppFromUserAgent(userAgent);
      }
      const stored = parseInAppParam(session?.getItem(DEMO_IN_APP_KEY));
      if (stored) return stored;
    } catch {
      // Storage blocked: only the URL counts.
    }
  }
  return nativeAppFromUserAgent(userAgent);
}

/** The app of this page view (the browser's user agent, URL and session; demo rules in demo builds). */
export function detectThisNativeApp(): NativeApp | null {
  let session: Storage | undefined;
  try {
    session = window.sessionStorage;
  } catch {
    // blocked storage: no simulated app
  }
  return detectNativeApp({ userAgent: navigator.userAgent, search: window.location.search, demo: Boolean(import.meta.env.VITE_DEMO), session });
}
