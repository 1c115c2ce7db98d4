/**
 * Separately hosted mini-apps (SPEC sections 2 items 9 and 11, 7, 8): the funds-transfer and
 * master/sub-account transfer panels and the chatroom, each an ES module on a static host with
 * its own release cycle. The page loads one on demand with `import()` (a host that does not
 * answer is down; a button that opens one first asks its host with a HEAD check); the module's
 * `mount(element, props)` draws it and returns `{ unmount }`. Whether mini-apps may load at all is the engine's
 * (policies/miniApps.json: never on the test net). Any failure is logged once as SPEC section 8's
 * 'mini-app mount failure' and the feature hides.
 */

export type MiniAppName = 'transfer' | 'sub-transfer' | 'chatroom';

/** What a mini-app module exports. */
export interface MiniAppModule {
  mount(element: HTMLElement, props: MiniAppProps): { unmount(): void };
}

/** Props every mini-app receives, plus its own. */
interface MiniAppProps {
  readonly locale: string;
  readonly theme: string;
  /** Events the mini-app reports to the page (analytics, closing, refreshing balances). */
  readonly onEvent?: (type: string, detail?: Record<string, unknown>) => void;
  readonly [prop: string]: unknown;
}

/** SPEC section 7: config-like calls time out after 5 s; the HEAD check is one. */
const MINI_APP_CHECK_TIMEOUT_MS = 5000;

/** SPEC section 8's wording, the start of every failure log line. */
export const MINI_APP_FAILURE = 'mini-app mount failure';

/**
 * Where a mini-app lives: the site's static host in production (`static.<webSiteDomain>`); in
 * the demo and dev the page's own origin, where the mocked backend plays that host.
 */
export function miniAppUrl(name: MiniAppName, site: { webSiteDomain: string }, demo = Boolean(import.meta.env.VITE_DEMO) || import.meta.env.DEV): string {
  const path = `/mini-apps/${name}/v1/index.js`;
  return demo ? new URL(path, window.location.origin).href : `https://static.${site.webSiteDomain}${path}`;
}

function isModule(value: unknown): value is MiniAppModule {
  return value !== null && typeof value === 'object' && typeof (value as { mount?: unknown }).mount === 'function';
}

const checked = new Map<string, Promise<void>>();
const loaded = new Map<string, Promise<MiniAppModule>>();

function logFailure(name: MiniAppName, error: unknown): void {
  console.warn(`${MINI_APP_FAILURE}: ${name} (${error instanceof Error ? error.message : String(error)})`);
}

/** Remembers a promise per URL; a failure is forgotten (and logged), so a later attempt tries again. */
function once<T>(cache: Map<string, Promise<T>>, name: MiniAppName, url: string, run: () => Promise<T>, log: boolean): Promise<T> {
  const known = cache.get(url);
  if (known) return known;
  const attempt = run();
  cache.set(url, attempt);
  attempt.catch((error: unknown) => {
    cache.delete(url);
    if (log) logFailure(name, error);
  });
  return attempt;
}

/** The HEAD check of a mini-app's URL: resolves when its host answers 2xx within 5 s. */
export function checkMiniApp(name: MiniAppName, url: string): Promise<void> {
  return once(checked, name, url, async () => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), MINI_APP_CHECK_TIMEOUT_MS);
    let response: Response;
    try {
      response = await fetch(url, { method: 'HEAD', cache: 'no-store', signal: controller.signal });
    } catch (error) {
      throw new Error(`HEAD check failed (${error instanceof Error ? error.message : String(error)})`);
    } finally {
      clearTimeout(timer);
    }
    if (!response.ok) throw new Error(`HEAD check answered ${response.status}`);
  }, true);
}

/**
 * The mini-app's module, loaded once per URL per page. The import is its own availability check:
 * a separate HEAD request before it fetched the same script twice on every page (issue 39), and an
 * ES module import of a host that is down rejects cleanly, so it needs no probe first (a HEAD
 * check stays where nothing is loaded yet: the transfer panel's button, `checkMiniApp`). A host
 * that hangs is given up after the same 5 s a HEAD check had.
 */
export function loadMiniApp(name: MiniAppName, url: string): Promise<MiniAppModule> {
  return once(loaded, name, url, async () => {
    let module: unknown;
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      module = await Promise.race([
        import(/* @vite-ignore */ url),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer in ${MINI_APP_CHECK_TIMEOUT_MS} ms`)), MINI_APP_CHECK_TIMEOUT_MS);
        }),
      ]);
    } catch (error) {
      throw new Error(`import failed (${error instanceof Error ? error.message : String(error)})`);
    } finally {
      clearTimeout(timer);
    }
    if (!isModule(module)) throw new Error('the module has no mount function');
    return module;
  }, true);
}
