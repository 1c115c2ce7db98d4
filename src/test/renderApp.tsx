/**
 * The component test tier's harness: the real app (router, providers, shell, features, the
 * policy engine) rendered at a URL in jsdom, talking to the mocked backend through MSW in Node.
 * Tests then act as a user would (Testing Library queries by role and label, user-event) and
 * check what the user sees and which requests went out.
 *
 *   const app = await renderApp('/tr/trade/BTC_USDT', { site: 177, width: 390, cookies: { uid: '1', nickname: 'a' } });
 *   await app.user.click(await screen.findByRole('button', { name: 'Log in' }));
 */
import { act, cleanup, configure, render, waitFor, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createMemoryHistory } from '@tanstack/react-router';
import { createStore } from 'jotai';
import { expect } from 'vitest';
import { queryClient } from '../api/hooks';
import { App } from '../app/App';
import { createAppRouter } from '../app/router';
import { engineAtom, localeAtom, routeAtom, siteIdAtom, storageAtom, viewportWidthAtom } from '../facts';
import { readStorageSnapshot } from '../facts/storage';
import { activateLocale } from '../i18n/catalogs';
import { isLocale, SOURCE_LOCALE } from '../i18n/locales';
import { splitLocalePrefix } from '../i18n/pickLocale';
import { server } from '../mocks/node';
import { PERSONAS, sessionCookies, type PersonaId } from '../mocks/personas';
import { resetMockState, switchPersona } from '../mocks/state';
import { loadSite, siteIndex } from '../site/sites';

export interface RenderAppOptions {
  /** sub_website_id (default 0, main). */
  site?: number;
  /** Viewport width in px (default 1440, a desk). */
  width?: number;
  /** Cookies set before the app starts (e.g. uid and nickname: logged in). */
  cookies?: Readonly<Record<string, string>>;
  /** The mocked backend's persona (src/mocks/personas.ts), logged in with its session cookies. */
  persona?: PersonaId;
}

export interface RenderedApp extends RenderResult {
  user: UserEvent;
  /** Every request the app sent to the mocked backend, in order ("GET /api/..."). */
  requests: { method: string; path: string; body: string }[];
}

let listening = false;

// Lazy chunks (an overlay, the engine, a catalog part) are transformed on first use in vitest:
// give findBy queries the time a cold start takes on a busy 2-core machine.
configure({ asyncUtilTimeout: 20_000 });

function installBrowserGaps(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.matchMedia ??= ((query: string) => ({
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

export async function renderApp(path: string, options: RenderAppOptions = {}): Promise<RenderedApp> {
  const { site: siteId = 0, width = 1440, persona } = options;
  let cookies = options.cookies ?? {};
  installBrowserGaps(width);
  if (!listening) {
    server.listen({ onUnhandledRequest: 'bypass' });
    listening = true;
  }
  resetMockState();
  if (persona) {
    switchPersona(persona);
    cookies = { ...sessionCookies(PERSONAS[persona]), ...cookies };
  }
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
  for (const [name, value] of Object.entries(cookies)) document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;

  const requests: RenderedApp['requests'] = [];
  server.events.removeAllListeners();
  server.events.on('request:start', ({ request }) => {
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
  const site = await loadSite(entry);
  const prefix = splitLocalePrefix(path.split(/[?#]/)[0] ?? '/').prefix;
  const locale = isLocale(prefix) ? prefix : SOURCE_LOCALE;
  await activateLocale(locale, { pages: true });

  const store = createStore();
  store.set(siteIdAtom, site.id);
  store.set(localeAtom, locale);
  store.set(viewportWidthAtom, width);
  store.set(storageAtom, readStorageSnapshot());
  const [pathname = '/', search = ''] = path.split('?');
  store.set(routeAtom, { pathname, search: search ? `?${search}` : '' });
  const context = { site, locale, store };
  const router = createAppRouter(context, createMemoryHistory({ initialEntries: [path] }));
  const user = userEvent.setup();
  let result!: RenderResult;
  await act(async () => {
    result = render(<App router={router} context={context} />);
    await router.load();
  });
  // The policy engine's chunk (loaded by the root route after the first render): decisions, and
  // so the header's links, the footer and the overlays, follow it.
  await waitFor(() => expect(store.get(engineAtom)).not.toBeNull(), { timeout: 40_000 });
  return { ...result, user, requests };
}

/** After each test: unmount, and forget the mocked backend's state and the cached answers. */
export function cleanupApp(): void {
  cleanup();
  queryClient.clear();
  server.resetHandlers();
  resetMockState();
}
