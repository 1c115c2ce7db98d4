import { expect, test, type Page } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { startServer } from '../scripts/startServer.mjs';
import { appendFileSync, cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The service worker (SPEC section 7, issue 15) on the production build (dist/, which
 * scripts/test.sh builds before the browser tests): the demo has none, its mocked backend being a
 * worker at the same scope. A copy of dist/ is served on its own port so that a test can publish
 * a "new version" of the worker. Plain Playwright test, not the fixture: the production app calls
 * a backend and third-party hosts that do not exist here, and says so in the console.
 */
// Beside the run's own port (E2E_PORT, default 4174: 4176 as before), so two runs side by side do not collide.
const PORT = Number(process.env.E2E_PORT ?? 4174) + 2;
const ORIGIN = `http://localhost:${PORT}`;
const DIST = join(import.meta.dirname, '..', 'dist');

let server: ChildProcess | undefined;
let copy = '';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.skip(!existsSync(join(DIST, 'sw.js')), 'no production build with a worker in dist/ (npm run build)');
  copy = mkdtempSync(join(tmpdir(), 'sw-dist-'));
  cpSync(DIST, copy, { recursive: true });
  server = await startServer(copy, PORT);
});

test.afterAll(() => {
  server?.kill();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

/** Opens `path` and waits until the worker controls the page (the first visit installs it). */
async function controlledPage(page: Page, path = '/'): Promise<void> {
  await page.goto(`${ORIGIN}${path}`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '')).toMatch(/\/sw\.js\?v=/);
}

test('the worker registers at scope / from a versioned file and never caches an API response', async ({ page }) => {
  await controlledPage(page);
  const registration = await page.evaluate(async () => {
    const r = await navigator.serviceWorker.getRegistration();
    return { scope: r?.scope, script: r?.active?.scriptURL };
  });
  expect(registration.scope).toBe(`${ORIGIN}/`);
  expect(registration.script).toMatch(/\/sw\.js\?v=\d+\.\d+\.\d+$/);
  await expect(page.getByRole('banner')).toBeVisible();
  // Let the page make its calls (they fail here: there is no backend), then read every cache.
  await page.waitForLoadState('networkidle');
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached.some((path) => path.startsWith('/assets/'))).toBe(true);
  expect(cached.filter((path) => /^\/(api|dfdid|static|mini-apps)\//.test(path))).toEqual([]);
});

test('offline, a page opens from the cache with a clear offline message', async ({ page, context }) => {
  await controlledPage(page);
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toContainText('You are offline');
    // Another address of the app, never opened online: the navigation fallback serves the app,
    // whose page code is not on the device; it says so, not "Something went wrong".
    await page.goto(`${ORIGIN}/markets`);
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
  // Back online, Refresh opens the page.
  await page.getByTestId('error-refresh').click();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
});

test('a new version installs beside the open page, which keeps working, and takes over on the next visit', async ({ page, context }) => {
  await controlledPage(page);
  const before = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
  // Publish a new worker: same URL, different bytes (as a new build's precache revisions are).
  // It answers which release it is, so the test can tell the two apart.
  appendFileSync(
    join(copy, 'sw.js'),
    `\nself.addEventListener('message', (event) => { if (event.data === 'release?') event.source.postMessage('next'); });\n`,
  );
  // Installed and waiting: it does not take the open page from the old one. The page waits for
  // the new worker's own state change (installing precaches every asset: seconds on a busy
  // machine), not for a poll with a deadline.
  await page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.getRegistration())!;
    const waiting = new Promise<void>((resolve) => {
      const follow = (worker: ServiceWorker | null) => {
        if (worker === null) return;
        const check = () => {
          if (registration.waiting !== null) resolve();
        };
        worker.addEventListener('statechange', check);
        check();
      };
      registration.addEventListener('updatefound', () => follow(registration.installing));
      follow(registration.installing ?? registration.waiting);
    });
    await registration.update();
    await waiting;
  });
  expect(await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL)).toBe(before);
  // The open page keeps working: an in-app navigation loads its page's code.
  await page.getByRole('banner').getByRole('link', { name: 'Markets', exact: true }).first().click();
  await expect(page).toHaveURL(/\/price$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);

  // Every tab of the old version closed: the next visit runs the new one. (A page opened before
  // the waiting worker has activated is the old one's client again and holds it back: each try
  // opens a page, reads which worker controls it, and closes it, until it is the new one.) Which
  // one is read from the registration, not from a reply within a time limit: nothing is waiting
  // any more and the page's controller is the active worker, so the new version took over; only
  // then is it asked which release it is (the old one would never answer).
  await page.close();
  const release = async (): Promise<string> => {
    const probe = await context.newPage();
    try {
      await probe.goto(`${ORIGIN}/`);
      return await probe.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        const controller = navigator.serviceWorker.controller;
        if (!controller) return 'none';
        if (registration.waiting !== null || registration.active !== controller) return 'old';
        const answer = new Promise<string>((resolve) => navigator.serviceWorker.addEventListener('message', (event) => resolve(String(event.data)), { once: true }));
        controller.postMessage('release?');
        return answer;
      });
    } finally {
      await probe.close();
    }
  };
  await expect.poll(release, { timeout: 60_000, intervals: [500, 1000, 2000] }).toBe('next');
  const next = await context.newPage();
  await next.goto(`${ORIGIN}/`);
  await expect(next.getByRole('banner')).toBeVisible();
});
