/**
 * The mocked backend in the browser (dev and demo only). main.tsx starts it before rendering:
 *
 *   if (import.meta.env.VITE_DEMO) await (await import('./mocks/browser')).startMockWorker();
 *
 * The settings come from the URL (?persona=, ?site=, ?scenario=, ?fault.<endpoint>=, ?ipcheck=),
 * else from this tab's sessionStorage, so reloads and in-app navigation keep them and a link
 * reproduces them. A persona or scenario named in the URL also sets the session cookies the app
 * reads (uid, nickname), so the app and the backend agree on who is logged in.
 */
import { setupWorker } from 'msw/browser';
import { attachExchangeStorage, forgetExchange, resetExchange, STORAGE_KEY as EXCHANGE_KEY, setDemoDelivery, setDemoFundingInterval, startExchangeClock } from './exchange/store';
import { handlers } from './handlers';
import { setDemoMaintenanceLevel } from './exchange/margin/marginApi';
import { PERSONAS, sessionCookies } from './personas';
import { mockSymbol, priceAt } from './market';
import { writeDocumentCookie } from '../api/cookies';
import { withRememberedSite } from '../site/pickSite';
import {
  accountResetFromSearch,
  backendSnapshot,
  restoreBackend,
  subscribeBackend,
  getMockSettings,
  getScenario,
  searchFromSettings,
  setMockSettings,
  settingsFromSearch,
  subscribeMockSettings,
  type MockSettings,
} from './state';

const STORAGE_KEY = 'demo.mockSettings';
/** What the product changed in the backend (declaration signed, a reminder frequency chosen...), for reloads. */
const BACKEND_KEY = 'demo.mockBackend';

/**
 * Set on <html data-mock-backend> once the worker runs: browser tests can wait for it, and a
 * build check can grep for it (a production bundle must not contain it).
 */
export const MOCK_MARKER = 'demo-only:msw-handlers';

function readStored(): Partial<MockSettings> {
  try {
    const text = sessionStorage.getItem(STORAGE_KEY);
    if (text === null) return {};
    // Re-parse through the URL format, which validates every field.
    return settingsFromSearch(text);
  } catch {
    return {};
  }
}

function persist(settings: MockSettings): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, searchFromSettings(settings));
  } catch {
    // Storage may be unavailable (private mode); the URL still carries the state.
  }
}

function writeCookie(name: string, value: string, maxAge?: number): void {
  writeDocumentCookie(name, value, maxAge === undefined ? undefined : maxAge / 3600);
}

/**
 * A scenario's stored values (localStorage, sessionStorage) written into this browser, so its
 * link reproduces what the scenario describes (a stamp acknowledged hours ago, a closed bar).
 */
function applyScenarioStorage(): void {
  const stored = getScenario()?.facts.storage;
  for (const area of ['localStorage', 'sessionStorage'] as const) {
    for (const [key, value] of Object.entries(stored?.[area] ?? {})) {
      try {
        window[area].setItem(key, value);
      } catch {
        // storage disabled: the scenario's state cannot be reproduced here
      }
    }
  }
}

/** Makes document.cookie agree with the persona or scenario the URL named. */
function applySessionCookies(): void {
  const scenarioCookies = getScenario()?.facts.storage?.cookies;
  if (scenarioCookies !== undefined && ('uid' in scenarioCookies || 'nickname' in scenarioCookies)) {
    writeCookie('uid', '', 0);
    writeCookie('nickname', '', 0);
    for (const [name, value] of Object.entries(scenarioCookies)) writeCookie(name, value);
    return;
  }
  const persona = PERSONAS[getMockSettings().persona];
  const wantsLogin = getScenario()?.facts.user?.isLogin === true;
  const session = sessionCookies(persona.user !== null || !wantsLogin ? persona : PERSONAS.kyc2);
  if (session === null) {
    writeCookie('uid', '', 0);
    writeCookie('nickname', '', 0);
  } else {
    writeCookie('uid', session.uid);
    writeCookie('nickname', session.nickname);
  }
}

function ensureCsrfCookie(): void {
  if (/(?:^|;\s*)csrftoken=[^;]+/.test(document.cookie)) return;
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  writeCookie('csrftoken', Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join(''));
}

/**
 * The spot accounts (docs/trading-api.md) live in localStorage, so orders and balances survive a
 * reload and a new tab; `?account=reset` starts them afresh (and leaves the address, so a reload
 * does not reset again). Resting orders follow the market each second.
 */
function startExchange(): void {
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    // storage disabled: the accounts last until the page reloads
  }
  attachExchangeStorage(storage);
  // Another tab changed the accounts (a code it created, a trade): read them again before the next request.
  window.addEventListener('storage', (event) => {
    if (event.key === EXCHANGE_KEY || event.key === null) forgetExchange();
  });
  const url = new URL(window.location.href);
  if (accountResetFromSearch(url.search)) {
    resetExchange();
    url.searchParams.delete('account');
    window.history.replaceState(window.history.state, '', url);
  }
  // The demo's funding interval, in seconds (docs/futures.md): `?funding=30` settles funding every 30 s.
  const funding = Number(url.searchParams.get('funding'));
  if (Number.isFinite(funding) && funding >= 5) setDemoFundingInterval(funding);
  // The demo's delivery (docs/futures.md): `?delivery=60` lists delivery contracts that settle in 60 s.
  const delivery = Number(url.searchParams.get('delivery'));
  if (Number.isFinite(delivery) && delivery >= 10) setDemoDelivery(delivery);
  // The demo's isolated-margin stress (docs/margin.md): `?marginlevel=1.5` raises every pair's maintenance
  // level to 1.5 (stored with the account; `?marginlevel=off` restores the pairs' own), so the next second liquidates.
  const marginLevel = url.searchParams.get('marginlevel');
  if (marginLevel !== null) setDemoMaintenanceLevel(marginLevel === 'off' ? null : marginLevel);
  startExchangeClock();
}

export async function startMockWorker(): Promise<void> {
  // The site as boot picks it: the URL's, else the one this tab last named (src/site/pickSite.ts),
  // so the backend answers for the site the page shows.
  const fromUrl = settingsFromSearch(withRememberedSite(window.location.search));
  const stored = readStored();
  // A link naming another persona or scenario starts from a fresh backend; a reload keeps it.
  const fresh = (fromUrl.persona !== undefined && fromUrl.persona !== stored.persona) || (fromUrl.scenario !== undefined && fromUrl.scenario !== stored.scenario);
  await setMockSettings({ ...stored, ...fromUrl });
  if (fromUrl.persona !== undefined || fromUrl.scenario !== undefined) applySessionCookies();
  if (fromUrl.scenario !== undefined) applyScenarioStorage();
  ensureCsrfCookie();
  persist(getMockSettings());
  subscribeMockSettings(persist);
  try {
    if (fresh) sessionStorage.removeItem(BACKEND_KEY);
    else restoreBackend(sessionStorage.getItem(BACKEND_KEY));
  } catch {
    // storage unavailable: a fresh backend
  }
  subscribeBackend(() => {
    try {
      sessionStorage.setItem(BACKEND_KEY, backendSnapshot());
    } catch {
      // storage unavailable: the change lasts until the page reloads
    }
  });
  // MSW checks its worker for an update without waiting for the answer; a navigation during that
  // check rejects it ("Failed to update a ServiceWorker ... Not found"), unhandled. Harmless: the
  // registered worker keeps serving. Not a console error a demo visitor (or a test) should see.
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (reason instanceof Error && /Failed to update a ServiceWorker/.test(reason.message)) event.preventDefault();
  });
  startExchange();
  // The price model, for browser tests that must know where the market goes next (a stop-limit
  // that will trigger): the demo's price is a pure function of the symbol and the time.
  (window as unknown as { __demoMarket: { priceAt(symbol: string, seconds: number): number | null } }).__demoMarket = {
    priceAt: (symbol, seconds) => {
      const entry = mockSymbol(symbol);
      return entry ? priceAt(entry, seconds) : null;
    },
  };
  const worker = setupWorker(...handlers);
  await worker.start({
    quiet: true,
    // Anything not mocked goes to the network.
    onUnhandledRequest: 'bypass',
    // MSW's worker behind a listener that lets the app's own built files go straight to the
    // network (public/mockBackendWorker.js): MSW's alone sends every request through the page.
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockBackendWorker.js` },
  });
  document.documentElement.dataset.mockBackend = MOCK_MARKER;
}
