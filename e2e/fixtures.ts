import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

/** The site configs, read from config/sites/*.json (the same files the app bundles). */
export interface SiteFixture {
  id: number;
  key: string;
  name: string;
  logo: { light: string; night: string };
}

const SITES_DIR = join(import.meta.dirname, '..', 'config', 'sites');

export const sites: SiteFixture[] = readdirSync(SITES_DIR)
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(readFileSync(join(SITES_DIR, file), 'utf8')) as SiteFixture);

export function siteById(id: number): SiteFixture {
  const site = sites.find((candidate) => candidate.id === id);
  if (!site) throw new Error(`config/sites has no site with id ${id}`);
  return site;
}

/**
 * The built asset holding `source` (a manifest key, e.g. the /fee route's split component
 * `src/routes/{-$locale}/fee.tsx?tsr-split=component`), as a glob for page.route. Route chunks
 * are named by hash only (vite.config.ts), so tests look them up in the build's manifest.
 */
export function assetGlob(source: string): string {
  const dist = process.env.E2E_DIST ?? 'dist-demo';
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const entry = manifest[source];
  if (!entry) throw new Error(`${dist}/.vite/manifest.json has no ${source}`);
  return `**/${entry.file}`;
}

/**
 * Collects every console error, uncaught page error, failed request and HTTP error response of
 * a page: a broken favicon or a missing logo is a bug a visitor would see.
 */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  // The 404 page's own documents: the server answers a path no page takes with HTTP 404 and the
  // app (issue 39), which Chromium also logs as a failed load of the page itself.
  // The two events come in either order.
  const NOT_FOUND_LOG = 'console error: Failed to load resource: the server responded with a status of 404 (Not Found)';
  const notFoundPages = new Set<string>();
  const notFoundLogs: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const line = `console error: ${message.text()}`;
    if (line === NOT_FOUND_LOG) {
      if (notFoundPages.has(message.location().url)) return;
      notFoundLogs.push(message.location().url);
    }
    problems.push(line);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A request the app cancels on purpose (a query aborted on route change or unmount, a
    // navigation superseding a load) is not a failure a visitor sees.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(
      `request failed: ${request.url()} (${request.failure()?.errorText ?? 'unknown'})`,
    );
  });
  page.on('response', (response) => {
    // A page's document answered 404 is the 404 page, served with its true status (scripts/serve.mjs).
    if (response.status() === 404 && response.request().isNavigationRequest()) {
      notFoundPages.add(response.url());
      const logged = notFoundLogs.indexOf(response.url());
      if (logged !== -1) {
        notFoundLogs.splice(logged, 1);
        problems.splice(problems.indexOf(NOT_FOUND_LOG), 1);
      }
      return;
    }
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}

/**
 * The page has been idle twice since this call: work the app put off with requestIdleCallback
 * (src/lib/browser/whenIdle.ts: third-party scripts, the device fingerprint) before now has run, since
 * idle callbacks run in the order asked and ours asks with the longest timeout any caller uses.
 * A condition to wait on instead of a fixed sleep, where a test proves that such work did nothing.
 */
export async function afterIdle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let i = 0; i < 2; i += 1) await new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 }));
  });
}

/**
 * No transition or finite animation is running (an overlay fading in, colours changing with the
 * theme): what axe then reads is what stays on screen. Endless ones (a skeleton's shimmer) are
 * left out: they never end.
 */
export async function afterTransitions(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
}

/** `page` that fails the test if anything watchProblems sees happened. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const problems = watchProblems(page);
    await use(page);
    expect(problems, 'console errors, page errors or failed requests').toEqual([]);
  },
});

export { expect };

/**
 * Its worker's shared browser context (sharedContextTest), made when first needed. A test that
 * changes the context itself (installs a clock: Playwright's clock is the context's; adds an init
 * script or a route to the context; grants permissions; goes offline) marks it spent, and the next
 * test gets a new one.
 */
interface SharedContexts {
  get(): Promise<BrowserContext>;
  /** Whether `context` is the shared one (not a test's own). */
  owns(context: BrowserContext): boolean;
  /** After a test: clears what a visitor leaves behind, or closes a spent context. */
  release(): Promise<void>;
}

const CONTEXT_CHANGES = ['addInitScript', 'route', 'routeFromHAR', 'routeWebSocket', 'grantPermissions', 'setOffline', 'setExtraHTTPHeaders', 'setGeolocation', 'exposeBinding', 'exposeFunction', 'setHTTPCredentials'] as const;

/**
 * `test` whose tests share their worker's browser context, each in a page (a tab) of its own:
 * a fresh context cost each test's first page load the mocked backend's service worker
 * installing and every script fetched and compiled cold (shell.spec, one worker, at the same
 * load: 91 s with a context per test, 48 s shared). Each test still starts as a new visitor: a
 * new tab has its own sessionStorage (the demo's persona, site and backend), and after each test
 * the context's cookies, localStorage, IndexedDB and Cache Storage are cleared and its other tabs
 * closed; only the service worker and the HTTP cache stay. A test that changes the context
 * (clock, init scripts, routes, permissions, offline) gets it for itself: it is closed after it.
 * A test whose context options differ (`test.use` of a phone's viewport) gets a context of its own.
 * Not for a test whose subject is a first visit's loading (what arrives when, what is fetched):
 * layout shift, first paint, prerendering, the service worker, catalog parts stay on `test`.
 * `E2E_SHARED_CONTEXT=0` gives every test its own context again (to tell whether a failure
 * comes from sharing, or to compare the two).
 */
const sharingTest = base.extend<object, { sharedContexts: SharedContexts }>({
  sharedContexts: [
    async ({ browser }, use, workerInfo) => {
      // The project's context options, as a test's own context gets them (playwright.config.ts).
      const { baseURL, viewport, colorScheme, locale, timezoneId, serviceWorkers, bypassCSP } = workerInfo.project.use;
      const state: { context: BrowserContext | null; spent: boolean } = { context: null, spent: false };
      const pool: SharedContexts = {
        async get() {
          if (state.context) return state.context;
          const created = await browser.newContext({ baseURL, viewport, colorScheme, locale, timezoneId, serviceWorkers, bypassCSP });
          for (const name of CONTEXT_CHANGES) {
            const original = created[name].bind(created) as (...args: unknown[]) => Promise<unknown>;
            Object.assign(created, { [name]: (...args: unknown[]) => ((state.spent = true), original(...args)) });
          }
          const install = created.clock.install.bind(created.clock);
          created.clock.install = (options) => ((state.spent = true), install(options));
          state.spent = false;
          state.context = created;
          return created;
        },
        owns: (context) => context === state.context,
        async release() {
          const context = state.context;
          if (!context) return;
          if (state.spent) {
            state.context = null;
            await context.close();
            return;
          }
          // The test's tabs go first (a page whose IndexedDB is deleted under it logs an error),
          // then a blank tab clears the origin's storage.
          const blank = await context.newPage();
          for (const open of context.pages()) if (open !== blank) await open.close();
          const cdp = await context.newCDPSession(blank);
          await cdp.send('Storage.clearDataForOrigin', {
            origin: new URL(baseURL ?? 'http://localhost').origin,
            storageTypes: 'cookies,local_storage,indexeddb,cache_storage',
          });
          await cdp.detach();
          await context.clearCookies();
          await blank.close();
        },
      };
      await use(pool);
      await state.context?.close();
    },
    { scope: 'worker' },
  ],
  // A describe's `test.use` of context options (a phone's viewport, touch) gets a context of its
  // own with them, as with `test`.
  context: async ({ sharedContexts, browser, viewport, isMobile, hasTouch, colorScheme, locale, serviceWorkers }, use, testInfo) => {
    const project = testInfo.project.use;
    const asked = { viewport, isMobile, hasTouch, colorScheme, locale, serviceWorkers };
    const shared = { viewport: project.viewport, isMobile: project.isMobile ?? false, hasTouch: project.hasTouch ?? false, colorScheme: project.colorScheme, locale: project.locale, serviceWorkers: project.serviceWorkers };
    if (JSON.stringify(asked) === JSON.stringify(shared)) {
      await use(await sharedContexts.get());
      return;
    }
    const own = await browser.newContext(asked);
    await use(own);
    await own.close();
  },
  page: async ({ context, sharedContexts }, use) => {
    const page = await context.newPage();
    const problems = watchProblems(page);
    await use(page);
    if (sharedContexts.owns(context)) await sharedContexts.release();
    expect(problems, 'console errors, page errors or failed requests').toEqual([]);
  },
});

export const sharedContextTest = process.env.E2E_SHARED_CONTEXT === '0' ? test : sharingTest;
