/**
 * The component tier's harness (DESIGN "Tests, from fast to real", 4): the component under test,
 * inside only the providers it needs, in jsdom, talking to the mocked backend through MSW in Node.
 * Not the app: no boot, no route tree, no shell. What the app would have wired is passed in:
 *
 * - Lingui's I18nProvider with the shell and extras parts of the catalog (header, footer, overlays);
 * - the site's config (SiteContext), from the same loader boot uses (src/site/sites.ts);
 * - a fresh jotai store holding the facts a test names (site, locale, viewport, storage as the
 *   cookies and storage it set, the route), and with `engine: true` the pure policy engine loaded
 *   from disk (src/bundle/node.ts), so decisions are the engine's own over those facts;
 * - with `serverFacts: true`, <FactsFromApi/>: the mocked backend's answers for the persona become
 *   facts (user, compliance, declaration...), as in the app;
 * - with `route`, a memory-history TanStack router whose root draws the component (any path
 *   matches, so a component's links and navigations land somewhere the test can read);
 * - the app's query client (src/api/hooks.ts): it has no provider, components import it;
 * - the mocked backend (src/mocks/node.ts), for a component that talks to the server (`backend`,
 *   implied by `persona` and `serverFacts`); a test of one that does not skips loading it.
 *
 * - with `scenario`, a scenario file (scenarios/<name>.json) set up as its link sets up the demo
 *   (src/mocks/browser.ts): the backend answers with it, its cookies and stored values written,
 *   its page (`facts.path`), site and clock (`facts.now`) taken unless the test names others.
 *
 *   const { user, router } = await renderWithProviders(<Header />, { route: '/', engine: true, cookies: { uid: '1', nickname: 'a' } });
 *   await user.click(screen.getByRole('button', { name: 'Deposit' }));
 */
import { I18nProvider } from '@lingui/react';
import { act, cleanup, configure, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type AnyRoute,
  type AnyRouter,
} from '@tanstack/react-router';
import { createStore, Provider as StoreProvider } from 'jotai';
import { lazy, Suspense, type ReactNode } from 'react';
import { queryClient } from '../api/hooks';
import { loadEngine } from '../bundle/node';
import type { Engine } from '../engine';
import { clockOffsetAtom, engineAtom, localeAtom, nowAtom, routeAtom, siteIdAtom, storageAtom, viewportWidthAtom } from '../facts';
import { readStorageSnapshot } from '../facts/storage';
import { activateLocale, i18n } from '../i18n/catalogs';
import { isLocale, SOURCE_LOCALE, type Locale } from '../i18n/locales';
import type { PersonaId } from '../mocks/personas';
import { forgetMockedCookies } from '../mocks/testClient';
import type { MockSettings } from '../mocks/state';
import { SiteContext } from '../site/site';
import { loadSite, siteIndex } from '../site/sites';
import type { ShellSite } from '../site/types';

/** What the routes' `beforeLoad` and loaders receive as `context` (as in the app). */
export interface TestRouterContext {
  site: ShellSite;
  locale: Locale;
  store: ReturnType<typeof createStore>;
}

export interface RenderOptions {
  /** sub_website_id (default 0, main). */
  site?: number;
  /** The active locale (default: the site's default language, as on its unprefixed home page). */
  locale?: Locale;
  /** Viewport width in px (default 1440, a desk): window.innerWidth and the viewport fact. */
  width?: number;
  /** Cookies set before rendering (e.g. uid and nickname: logged in). */
  cookies?: Readonly<Record<string, string>>;
  /** The mocked backend's persona (src/mocks/personas.ts), logged in with its session cookies. */
  persona?: PersonaId;
  /** MSW in Node answers the API (src/mocks/node.ts); implied by `persona` and `serverFacts`. */
  backend?: boolean;
  /**
   * The page's URL: a memory-history router whose root draws the component, and the route fact.
   * Without it there is no router (a component with no link or navigation needs none).
   */
  route?: string;
  /** Routes besides the catch-all one (a guard under test, a page to land on). */
  routes?: (root: AnyRoute) => AnyRoute[];
  /** Decisions from the pure engine over the store's facts (src/bundle/node.ts). */
  engine?: boolean;
  /** The mocked backend's answers become facts (src/facts/FactsFromApi.tsx); needs `engine`. */
  serverFacts?: boolean;
  /**
   * A scenario (scenarios/<name>.json) as its link reproduces it: implies `backend`; its facts'
   * page, site and clock stand in for `route`, `site` and the clock unless those are given.
   */
  scenario?: string;
  /** The facts' clock (ISO time), as the demo's `?now=` sets it (default: the scenario's `now`). */
  now?: string;
  /**
   * The page loaded again: cookies, storage and what the product changed in the mocked backend
   * (a signature, an acceptance) as the last render left them, as a reload keeps them in the demo.
   */
  keepStorage?: boolean;
  /** The demo's backend settings a link's query sets (`?ipcheck=2` is `{ ipCheckResult: 2 }`); implies `backend`. */
  settings?: Partial<MockSettings>;
}

export interface Rendered extends RenderResult {
  user: UserEvent;
  store: ReturnType<typeof createStore>;
  /** The memory router (when `route` was given). */
  router: AnyRouter | null;
  site: ShellSite;
  /** Every request sent to the mocked backend, in order ("GET /api/..."). */
  requests: { method: string; path: string; body: string }[];
}

// Lazy chunks (an overlay, the host, a catalog part) are transformed on their first use in a
// vitest run: a file's first test waits for them, on a shared 2-core machine sometimes for more
// than 10 s (AppDownloadBar's first findBy timed out at 10 s once at load average 28). A passing
// query returns as soon as it matches; only a failing one waits this long.
configure({ asyncUtilTimeout: 30_000 });

let engine: Engine | null = null;
let backend: Promise<Backend> | null = null;
let listening: Backend | null = null;
/** The mocked backend's changes when the last render was cleaned up: what a reload keeps. */
let lastBackend: string | null = null;

type Backend = typeof import('../mocks/node') & typeof import('../mocks/state') & typeof import('../mocks/personas') & Pick<typeof import('../mocks/exchange/store'), 'resetExchange'>;

/** The mocked backend, listening: loaded by the first test that needs it (with its 200 scenarios). */
function mockedBackend(): Promise<Backend> {
  backend ??= Promise.all([import('../mocks/node'), import('../mocks/state'), import('../mocks/personas'), import('../mocks/exchange/store')]).then(([node, state, personas, exchange]) => {
    node.server.listen({ onUnhandledRequest: 'bypass' });
    listening = { ...node, ...state, ...personas, resetExchange: exchange.resetExchange };
    return listening;
  });
  return backend;
}

/** The engine over config/ and policies/ as they are on disk: built once per test file. */
function policyEngine(): Engine {
  engine ??= loadEngine();
  return engine;
}

function installBrowserGaps(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  // Kept when a test stubbed it first (a dark system), unless that stub cannot be listened to: a
  // file run before in the same worker (isolate: false; the theme's and the prerender guard's tests)
  // left one without addEventListener, and the header then threw (the deposit drawer's tests).
  if (typeof window.matchMedia !== 'function' || typeof window.matchMedia('(min-width: 0px)').addEventListener !== 'function') window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  // jsdom has <dialog> but not its modal methods.
  const dialog = window.HTMLDialogElement?.prototype;
  if (dialog && !dialog.showModal) {
    dialog.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    dialog.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
  }
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView ??= () => {};
}

function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; path=/`;
  }
}

// Only the tests that ask for the server's answers load the API layer (client, validators, queries).
const FactsFromApi = lazy(() => import('../facts/FactsFromApi').then((m) => ({ default: m.FactsFromApi })));

export async function renderWithProviders(ui: ReactNode, options: RenderOptions = {}): Promise<Rendered> {
  const { width = 1440, persona } = options;
  installBrowserGaps(width);
  const mock = options.backend || persona !== undefined || options.serverFacts || options.scenario !== undefined || options.settings !== undefined ? await mockedBackend() : null;
  mock?.resetMockState();
  let cookies = options.cookies ?? {};
  if (mock && persona) {
    mock.switchPersona(persona);
    cookies = { ...mock.sessionCookies(mock.PERSONAS[persona]), ...cookies };
  }
  if (mock && options.keepStorage) mock.restoreBackend(lastBackend);
  if (mock && options.settings) await mock.setMockSettings(options.settings);
  if (!options.keepStorage) {
    clearCookies();
    if (mock) await forgetMockedCookies(mock.server);
    localStorage.clear();
    sessionStorage.clear();
    // The demo exchange's accounts live in the store module as well as in storage: test files
    // share their worker's modules (isolate: false), and a transfer one file made showed in the
    // next file's balances (TransferDialog's test met kyc2's futures wallet already funded).
    mock?.resetExchange();
  }
  const facts = mock && options.scenario !== undefined ? await applyScenario(mock, options.scenario, options.site) : null;
  const siteId = options.site ?? facts?.site ?? 0;
  const route = options.route ?? (facts ? (facts.path ?? '/') : undefined);
  const now = options.now ?? facts?.now;
  for (const [name, value] of Object.entries(cookies)) document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;

  const requests: Rendered['requests'] = [];
  mock?.server.events.removeAllListeners();
  mock?.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const entry = { method: request.method, path: `${url.pathname}${url.search}`, body: '' };
    requests.push(entry);
    void request
      .clone()
      .text()
      .then((body) => {
        entry.body = body;
      })
      .catch(() => undefined);
  });

  const entry = siteIndex.find((candidate) => candidate.id === siteId) ?? siteIndex[0]!;
  const locale = options.locale ?? (isLocale(entry.defaultLang) ? entry.defaultLang : SOURCE_LOCALE);
  const [site] = await Promise.all([loadSite(entry), activateLocale(locale, { extras: true })]);

  const store = createStore();
  store.set(siteIdAtom, site.id);
  store.set(localeAtom, locale);
  store.set(viewportWidthAtom, width);
  store.set(storageAtom, readStorageSnapshot());
  const [pathname = '/', search = ''] = (route ?? '/').split('?');
  store.set(routeAtom, { pathname, search: search ? `?${search}` : '' });
  // The facts' clock reads now (the atom's default is the time its module was loaded), run from
  // the scenario's or the test's time as the demo's `?now=` does (src/facts/FactsSources.tsx).
  const real = Date.now();
  store.set(nowAtom, real);
  if (now !== undefined) store.set(clockOffsetAtom, Date.parse(now) - real);
  if (options.engine) store.set(engineAtom, policyEngine());

  const content = (
    <>
      {ui}
      {options.serverFacts && (
        <Suspense fallback={null}>
          <FactsFromApi />
        </Suspense>
      )}
    </>
  );
  let router: AnyRouter | null = null;
  if (route !== undefined) {
    const root = createRootRouteWithContext<TestRouterContext>()({
      component: () => (
        <>
          {content}
          <Outlet />
        </>
      ),
    });
    const anyPath = createRoute({ getParentRoute: () => root, path: '$', component: () => null });
    router = createRouter({
      routeTree: root.addChildren([anyPath, ...(options.routes?.(root) ?? [])]),
      history: createMemoryHistory({ initialEntries: [route] }),
      context: { site, locale, store },
    });
  }
  const user = userEvent.setup();
  let result!: RenderResult;
  await act(async () => {
    result = render(
      <I18nProvider i18n={i18n}>
        <StoreProvider store={store}>
          <SiteContext value={site}>{router ? <RouterProvider router={router} /> : content}</SiteContext>
        </StoreProvider>
      </I18nProvider>,
    );
    await router?.load();
  });
  return { ...result, user, store, router, site, requests };
}

type ScenarioFacts = NonNullable<ReturnType<Backend['getScenario']>>['facts'];

/**
 * What the demo does for a `?scenario=` link (src/mocks/browser.ts, startMockWorker): the backend
 * answers with the scenario, and the browser gets its session cookies (the scenario's own cookies
 * where they name a session, else the persona's, or a logged-in persona's where the scenario wants
 * a user) and its localStorage and sessionStorage values.
 */
async function applyScenario(mock: Backend, name: string, site: number | undefined): Promise<ScenarioFacts> {
  await mock.setMockSettings({ scenario: name, ...(site === undefined ? {} : { site }) });
  const scenario = mock.getScenario();
  if (scenario === null) throw new Error(`scenarios/${name}.json does not exist`);
  const { facts } = scenario;
  if (site === undefined && facts.site !== undefined) await mock.setMockSettings({ site: facts.site });
  const cookies = facts.storage?.cookies;
  const writeCookie = (cookie: string, value: string) => (document.cookie = `${cookie}=${encodeURIComponent(value)}; path=/`);
  if (cookies !== undefined && ('uid' in cookies || 'nickname' in cookies)) {
    for (const [cookie, value] of Object.entries(cookies)) writeCookie(cookie, value);
  } else {
    const persona = mock.PERSONAS[mock.getMockSettings().persona];
    const session = mock.sessionCookies(persona.user !== null || facts.user?.isLogin !== true ? persona : mock.PERSONAS.kyc2);
    if (session !== null) {
      writeCookie('uid', session.uid);
      writeCookie('nickname', session.nickname);
    }
  }
  for (const area of ['localStorage', 'sessionStorage'] as const) {
    for (const [key, value] of Object.entries(facts.storage?.[area] ?? {})) window[area].setItem(key, value);
  }
  return facts;
}

/** After each test: unmount, and forget the mocked backend's state and the cached answers. */
export function cleanupRendered(): void {
  cleanup();
  queryClient.clear();
  lastBackend = listening?.backendSnapshot() ?? null;
  listening?.server.resetHandlers();
  listening?.resetMockState();
}
