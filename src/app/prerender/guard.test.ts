// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyPrerender, type PrerenderData } from './guard';

const data: PrerenderData = {
  site: 0,
  locale: 'en',
  allowSiteParam: true,
  sites: [
    { id: 0, webSiteDomain: 'exchange.example' },
    { id: 177, webSiteDomain: 'exchange-tr.example' },
  ],
  rules: { locales: ['en', 'tr'], defaultLang: 'en' },
  // Phones (<= 768 px) get the app-download bar, except where its closing is remembered.
  hints: { bands: [[768, ['appDownloadBar'], [['/download', [], []]]]], keys: ['cookies:app_bar_closed'], inApp: false },
  logos: { light: '/logos/main-light.svg', night: '/logos/main-night.svg' },
  routes: ['download', 'fee', 'trade'],
};

const markup = `<div class="app" data-prerendered="">
  <div class="screen-bars"><div class="bar-space" data-bar-space="appDownloadBar"></div><div class="bar-space" data-bar-space="regionBar"></div></div>
  <header><img class="brand__logo" src="/logos/main-light.svg" alt="Exchange"></header>
  <main id="main"><section class="hero"><p class="hero__lead">One account</p></section></main>
</div>`;

function visit(path: string, width = 390) {
  window.history.replaceState(null, '', path);
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
  document.body.innerHTML = `<div id="root">${markup}</div><template id="prerendered-not-found"><div data-testid="not-found"><h1>404</h1></div></template><template id="prerendered-pending"><div class="app__pending" aria-busy="true"></div></template>`;
}

const root = () => document.getElementById('root')!;
const bars = () => [...root().querySelectorAll<HTMLElement>('[data-bar-space]')].map((el) => el.dataset.barSpace);

beforeEach(() => {
  window.matchMedia = ((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  document.cookie = 'lang=; max-age=0; path=/';
  document.cookie = 'app_bar_closed=; max-age=0; path=/';
  localStorage.clear();
});

describe('the prerendered shell guard', () => {
  it('keeps the home page for the prerendered site and locale, with the bars boot will reserve', () => {
    visit('/');
    expect(applyPrerender(data)).toBe('page');
    expect(root().dataset.prerender).toBe('page');
    expect(root().querySelector('.hero__lead')).not.toBeNull();
    expect(bars()).toEqual(['appDownloadBar']);
  });

  it('drops the bar space where no bar is expected (a desk, a remembered closing)', () => {
    visit('/', 1280);
    expect(applyPrerender(data)).toBe('page');
    expect(root().querySelector('.screen-bars')).toBeNull();
    visit('/');
    document.cookie = 'app_bar_closed=1; path=/';
    applyPrerender(data);
    expect(bars()).toEqual([]);
  });

  it('keeps the shell on another page of the same site and language, with the skeleton the app shows there', () => {
    visit('/trade/BTC_USDT');
    expect(applyPrerender(data)).toBe('shell');
    expect([...root().querySelector('main')!.children].map((child) => child.className)).toEqual(['app__pending']);
    expect(root().querySelector('header img')).not.toBeNull();
    expect(document.getElementById('prerendered-pending')).toBeNull();
  });

  it('puts the 404 page in the shell for an address no route takes, and only for a sure one', () => {
    visit('/no-such-page');
    expect(applyPrerender(data)).toBe('notFound');
    expect(root().querySelector('main [data-testid="not-found"] h1')?.textContent).toBe('404');
    expect(document.getElementById('prerendered-not-found')).toBeNull();
    // A fixed first segment: the router decides (its page, or a 404 it paints).
    for (const path of ['/trade/NO_SUCH', '/FEE/x', '/%66ee', '/no-such-page?redirect=/fee']) {
      visit(path);
      expect(applyPrerender(data), path).toBe('shell');
      expect(root().querySelector('main [data-testid="not-found"]'), path).toBeNull();
      expect(root().querySelector('main .app__pending'), path).not.toBeNull();
    }
  });

  it('drops everything for another site, another language or a redirect ahead', () => {
    visit('/?site=177');
    expect(applyPrerender(data)).toBe('dropped');
    expect(root().childElementCount).toBe(0);
    expect(root().dataset.prerender).toBe('dropped');

    visit('/tr');
    expect(applyPrerender(data)).toBe('dropped');

    // The visitor's language is Turkish: boot redirects / to /tr.
    visit('/');
    document.cookie = 'lang=tr; path=/';
    expect(applyPrerender(data)).toBe('dropped');
  });

  it('keeps the Turkish markup at /tr, whatever the cookie says', () => {
    visit('/tr');
    document.cookie = 'lang=en; path=/';
    expect(applyPrerender({ ...data, locale: 'tr' })).toBe('page');
  });

  it('treats a tampered lang cookie as absent', () => {
    visit('/');
    document.cookie = 'lang=%E0%A4%A; path=/';
    expect(applyPrerender(data)).toBe('page');
  });

  it('in production, ignores ?site= (the host name decides)', () => {
    visit('/?site=177');
    expect(applyPrerender({ ...data, allowSiteParam: false })).toBe('page');
  });

  it('shows the night logo in the night theme', () => {
    visit('/');
    localStorage.setItem('theme', 'night');
    applyPrerender(data);
    expect(root().querySelector('img')?.getAttribute('src')).toBe('/logos/main-night.svg');
  });

  it('drops the markup when its data is unusable, and does nothing without markup', () => {
    visit('/');
    expect(applyPrerender({ ...data, sites: [] })).toBe('dropped');
    expect(root().childElementCount).toBe(0);
    document.body.innerHTML = '<div id="root"></div>';
    expect(applyPrerender(data)).toBe('dropped');
  });
});

describe("the app's entry, started after the first paint", () => {
  const entry = { script: '/assets/index-a1.js', preloads: ['/assets/runtime-b2.js'] };
  const scripts = () => [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));
  afterEach(() => document.head.replaceChildren());

  it('is not in the page before a frame has painted, then loads once with its preloads', async () => {
    visit('/');
    applyPrerender({ ...data, entry });
    expect(scripts()).toEqual([]);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    expect(scripts()).toEqual(['/assets/index-a1.js']);
    expect([...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'))).toEqual(['/assets/runtime-b2.js']);
  });

  it("waits for the browser's report of the first contentful paint, not only a frame", async () => {
    type Report = (list: { getEntriesByName(name: string): unknown[] }) => void;
    const reports: Report[] = [];
    const report = (list: Parameters<Report>[0]) => reports.forEach((callback) => callback(list));
    const disconnect = vi.fn();
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['paint'];
        constructor(callback: Report) {
          reports.push(callback);
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    try {
      visit('/');
      expect(applyPrerender({ ...data, entry })).toBe('page');
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)));
      // A frame has run, but the paint has not been presented: the entry would race the hero's paint.
      expect(scripts()).toEqual([]);
      report({ getEntriesByName: () => [] });
      expect(scripts()).toEqual([]);
      report({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{ startTime: 240 }] : []) });
      expect(scripts()).toEqual(['/assets/index-a1.js']);
      expect(disconnect).toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('starts at once when the markup is dropped (nothing paints before the app)', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(applyPrerender({ ...data, entry })).toBe('dropped');
    expect(scripts()).toEqual(['/assets/index-a1.js']);
  });

  it('starts even when the markup is dropped, and at once in a hidden tab', () => {
    document.body.innerHTML = '<div id="root"></div>';
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    try {
      expect(applyPrerender({ ...data, entry })).toBe('dropped');
      expect(scripts()).toEqual(['/assets/index-a1.js']);
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
    }
  });

  it('loads nothing but an /assets/ URL the build wrote', () => {
    document.body.innerHTML = '<div id="root"></div>';
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    try {
      applyPrerender({ ...data, entry: { script: 'https://evil.example/x.js', preloads: [] } });
      expect(document.head.querySelector('script')?.getAttribute('src') ?? null).toBeNull();
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
    }
  });
});
