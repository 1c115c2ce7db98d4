/**
 * Hot config with last-good fallback (issue 16, part 4), signed (issue 37), in a real browser,
 * with the demo's backend publishing a kind of bundle (`?config=`, or the developer panel): a
 * good one runs from the next page view; a tampered, an invalid, an unreachable and a replayed
 * older one each leave the last good config in force, with the reason logged through monitoring;
 * a bundle planted in IndexedDB is refused at boot. The production build refuses unsigned and
 * wrongly signed bundles. Every other reason for a refusal is a unit test's
 * (src/bundle/hotConfig.test.ts): the browser adds nothing to it but time.
 */
import { test as base, type Page } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from '../scripts/startServer.mjs';
import { manifestFor } from '../src/bundle/files';
import { keyIdOf, signBundle } from '../src/bundle/signature';
import { PRODUCTION_KEYS } from '../src/bundle/trustedKeys';
import { DEMO_SIGNING_KEY } from '../src/mocks/config-bundle/demoSigningKey';
import { expect, test, watchProblems } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

const bar = (page: Page) => page.locator('[data-overlay="appDownloadBar"]');

/** The monitoring report of the hot config check (listed by the developer panel too). */
async function configReport(page: Page): Promise<{ outcome: string; reason?: string; detail?: string }> {
  await page.getByRole('tab', { name: /^Monitoring/ }).click();
  await expect(page.getByTestId('dev-monitoring-report').filter({ hasText: 'config_bundle' })).toHaveCount(1, { timeout: 15_000 });
  return page.evaluate(() => {
    const entry = window.__monitoring!.monitoringLog().find((r) => r.report.kind === 'custom' && r.report.name === 'config_bundle')!;
    return (entry.report as { data: { outcome: string; reason?: string; detail?: string } }).data;
  });
}

test('a good bundle runs from the next page view; a tampered one then leaves it in force', async ({ page }) => {
  await page.goto('/help?config=good&devpanel=1');
  // The first view runs the built-in config: the app bar shows on /help.
  await expect(bar(page)).toBeVisible();
  await expect(page.getByTestId('dev-config-source')).toHaveText('built-in');
  expect(await configReport(page)).toMatchObject({ outcome: 'accepted' });

  await page.reload();
  await expect(page.getByTestId('dev-config-source')).toHaveText('hot bundle');
  await expect(page.getByTestId('decisions-count')).not.toHaveText('0');
  await expect(bar(page)).toHaveCount(0);

  await page.goto('/help?config=tampered&devpanel=1');
  expect(await configReport(page)).toMatchObject({ outcome: 'rejected', reason: 'hash', detail: expect.stringMatching(/^bundle-[0-9a-f]{64}\.json hashes to [0-9a-f]{64}$/) });
  await page.reload();
  await expect(page.getByTestId('dev-config-source')).toHaveText('hot bundle');
  await expect(page.getByTestId('decisions-count')).not.toHaveText('0');
  await expect(bar(page)).toHaveCount(0);

  // The panel forgets the stored bundle: the built-in config again.
  await page.getByTestId('dev-config-forget').click();
  await expect(page.getByTestId('dev-config-source')).toHaveText('built-in');
  await expect(bar(page)).toBeVisible();
});

// Every reason a bundle is rejected for is proven in src/bundle/hotConfig.test.ts (an unknown
// operator, an unknown fact, a manifest too big or too deep, ...); the browser proves one reason a
// check gives, as the panel shows it, and the failed request of an unreachable manifest.
for (const [mode, reason, detail] of [
  ['invalidKey', 'checks', 'policies/appDownloadBar.json /rul: unknown property "rul" (did you mean "rule"?)'],
  ['unreachable', 'unreachable', 'manifest: '],
] as const) {
  // An unreachable manifest is a failed request by design; anything else still fails the test.
  const which = mode === 'unreachable' ? base : test;
  which(`a bundle that is ${mode === 'unreachable' ? 'unreachable' : `rejected (${mode})`} keeps the built-in config, with the reason logged`, async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto(`/help?config=${mode}&devpanel=1`);
    const report = await configReport(page);
    expect(report).toMatchObject({ outcome: 'rejected', reason });
    expect(report.detail).toContain(detail);
    await page.reload();
    await expect(page.getByTestId('dev-config-source')).toHaveText('built-in');
    await expect(bar(page)).toBeVisible();
    // The browser logs the failed manifest request itself, as a console error without its URL.
    expect(problems.filter((p) => !p.includes('/config-bundle/manifest.json') && p !== 'console error: Failed to load resource: net::ERR_FAILED')).toEqual([]);
  });
}

/** The bundle files the page requests (not the manifest). */
function bundleRequests(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (/\/config-bundle\/bundle-/.test(request.url())) fetched.push(new URL(request.url()).pathname);
  });
  return fetched;
}

// A refusal after a good bundle is in force: a replayed older version, the one refusal that
// depends on the bundle in force. An unsigned manifest and a signature that does not hold are
// refused by the same code before anything is downloaded: src/bundle/hotConfig.test.ts proves
// both, and the production build's tests below prove them in the browser (unsigned, a key it does
// not trust, a forged signature under its own key's id).
for (const [mode, reason, detail] of [
  ['replayed', 'version', /^version 1 is not newer than the bundle in force \(version 2\)$/],
] as const) {
  test(`the ${mode} bundle is refused without being downloaded; the last good one stays`, async ({ page }) => {
    await page.goto('/help?config=good&devpanel=1');
    expect(await configReport(page)).toMatchObject({ outcome: 'accepted' });
    await page.reload();
    await expect(page.getByTestId('dev-config-source')).toHaveText('hot bundle');

    const fetched = bundleRequests(page);
    await page.goto(`/help?config=${mode}&devpanel=1`);
    const report = await configReport(page);
    expect(report).toMatchObject({ outcome: 'rejected', reason });
    expect(report.detail).toMatch(detail);
    expect(fetched).toEqual([]);
    await page.reload();
    await expect(page.getByTestId('dev-config-source')).toHaveText('hot bundle');
    await expect(page.getByTestId('decisions-count')).not.toHaveText('0');
    await expect(bar(page)).toHaveCount(0);
  });
}

/**
 * Finding 5's plant: the built-in bundle with a footer link to a phishing page, stored as the last
 * good one with its SHA-256 beside it (and no signature, which an attacker cannot make).
 */
async function plantBundle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const manifest = (await (await fetch('/config-bundle/manifest.json')).json()) as { bundle: string };
    const text = (await (await fetch(`/config-bundle/${manifest.bundle}`)).text()).replace('"href":"/media-kit"', '"href":"//evil.example/phish"');
    if (!text.includes('//evil.example/phish')) throw new Error('the footer link to replace is gone');
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
    const sha256 = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('exchange_config', 1);
      // The app may not have opened its database yet: create it as the app does
      // (src/bundle/hotConfig.ts), or the app would later find a database without its store.
      open.onupgradeneeded = () => open.result.createObjectStore('bundles');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const tx = open.result.transaction('bundles', 'readwrite');
        tx.objectStore('bundles').put({ sha256, text, at: Date.now() }, 'last-good');
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      };
    });
  });
}

/**
 * Records every link to the planted bundle's phishing host that is ever attached to the document,
 * from the first byte of every page of this test on: a link shown for a moment and then removed
 * is a rendered planted bundle too (a one-time locator check would miss it).
 */
async function watchEvilLinks(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __evilLinks: string[] }).__evilLinks = seen;
    const check = (node: Node) => {
      if (!(node instanceof Element)) return;
      for (const a of [node, ...node.querySelectorAll('a')]) if (a instanceof HTMLAnchorElement && a.getAttribute('href')?.includes('evil.example')) seen.push(`${a.getAttribute('href')} in ${a.parentElement?.tagName ?? '?'}`);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach(check);
        if (record.type === 'attributes') check(record.target);
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['href'] });
  });
  return () => page.evaluate(() => (window as unknown as { __evilLinks: string[] }).__evilLinks);
}

/** A value of the hot config's IndexedDB store (`last-good`, `rejected`), or null. */
function readStore(page: Page, key: string): Promise<unknown> {
  return page.evaluate(async (name) => {
    // Opening a database that does not exist yet would create it without the app's store.
    if (!(await indexedDB.databases()).some((d) => d.name === 'exchange_config')) return null;
    return new Promise((resolve) => {
      const open = indexedDB.open('exchange_config', 1);
      open.onerror = () => resolve(null);
      open.onsuccess = () => {
        if (!open.result.objectStoreNames.contains('bundles')) return resolve(null);
        const get = open.result.transaction('bundles').objectStore('bundles').get(name);
        get.onsuccess = () => resolve(get.result ?? null);
      };
    });
  }, key);
}

test('a bundle planted in IndexedDB with its hash beside it is refused at boot; the built-in config runs', async ({ page }) => {
  const evilLinks = await watchEvilLinks(page);
  // A desk: the footer lists its links there (a phone's footer does not), the planted one's place.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/help?devpanel=1');
  await expect(page.getByTestId('dev-config-source')).toHaveText('built-in');
  await plantBundle(page);
  await page.reload();
  await expect(page.getByTestId('dev-config-source')).toHaveText('built-in');
  const report = await configReport(page);
  expect(report).toMatchObject({ outcome: 'rejected', reason: 'stored' });
  expect(report.detail).toMatch(/^the stored bundle [0-9a-f]{12} is refused: not signed$/);
  // The footer (the planted link's place) has rendered from the built-in config, and the planted
  // link was never attached to the document, not even for a moment.
  await expect(page.locator('footer a[href="/media-kit"]').first()).toBeAttached();
  expect(await evilLinks()).toEqual([]);
  // Removed: the next session boots the built-in config without a word.
  expect(await readStore(page, 'last-good')).toBeNull();
});

test('an unchanged deployment publishes the bundle in force: nothing more is fetched or logged', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/config-bundle/')) fetched.push(new URL(request.url()).pathname);
  });
  await page.goto('/help?devpanel=1');
  await expect(bar(page)).toBeVisible();
  await expect.poll(() => fetched, { timeout: 10_000 }).toEqual(['/config-bundle/manifest.json']);
  // A fixed wait, kept on purpose: it proves nothing MORE is fetched after the manifest.
  await page.waitForTimeout(1000);
  expect(fetched).toEqual(['/config-bundle/manifest.json']);
  expect(await page.evaluate(() => window.__monitoring!.monitoringLog().some((r) => r.report.kind === 'custom' && r.report.name === 'config_bundle'))).toBe(false);
});

test('the developer panel chooses the bundle the backend publishes', async ({ page }) => {
  await page.goto('/help?devpanel=1');
  await Promise.all([page.waitForURL(/config=good/), page.getByTestId('dev-config-bundle').selectOption('good')]);
  await expect(page.getByTestId('dev-config-bundle')).toHaveValue('good');
  expect(await configReport(page)).toMatchObject({ outcome: 'accepted' });
});

/**
 * The production build (dist/, as scripts/test.sh builds it before the browser tests), served on
 * its own port: it trusts only the production keys, so even a bundle the demo key signed is
 * refused, and a planted one is refused at boot. The manifest is answered by the test
 * (page.route); the worker is blocked so that the page's requests reach the route. Plain
 * Playwright test: the production app calls a backend that does not exist here.
 */
base.describe('the production build', () => {
  // Beside the run's own port (E2E_PORT, default 4174: 4178 as before), so two runs side by side do not collide.
  const PORT = Number(process.env.E2E_PORT ?? 4174) + 4;
  const ORIGIN = `http://localhost:${PORT}`;
  const DIST = join(import.meta.dirname, '..', 'dist');
  let server: ChildProcess | undefined;
  base.use({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
  base.describe.configure({ mode: 'serial', timeout: 120_000 });

  base.beforeAll(async () => {
    base.skip(!existsSync(join(DIST, 'config-bundle', 'manifest.json')) || existsSync(join(DIST, 'mockServiceWorker.js')), 'no production build in dist/ (npm run build)');
    server = await startServer(DIST, PORT);
  });
  base.afterAll(() => {
    server?.kill();
  });

  /** The build's own bundle, edited as finding 5's attacker would, and re-hashed. */
  function rehashed(): { text: string; sha256: string } {
    const name = readdirSync(join(DIST, 'config-bundle')).find((f) => f.startsWith('bundle-'))!;
    const text = readFileSync(join(DIST, 'config-bundle', name), 'utf8').replace('"href":"/media-kit"', '"href":"//evil.example/phish"');
    return { text, sha256: createHash('sha256').update(text).digest('hex') };
  }

  /**
   * The manifest of a re-hashed bundle: unsigned; signed by a key this build does not trust (the
   * demo's); or wrongly signed under the production key's id (a forgery: the demo key's signature
   * with the trusted key's id), which the production key's check refuses.
   */
  async function manifestOf(kind: 'unsigned' | 'signed by the demo key' | 'wrongly signed under the production key', sha256: string) {
    if (kind === 'unsigned') return manifestFor(sha256);
    const signed = await signBundle(DEMO_SIGNING_KEY, 99, sha256);
    return manifestFor(sha256, kind === 'signed by the demo key' ? signed : { ...signed, keyId: await keyIdOf(PRODUCTION_KEYS[0]!) });
  }

  for (const kind of ['unsigned', 'signed by the demo key', 'wrongly signed under the production key'] as const) {
    base(`refuses a re-hashed bundle ${kind}, without downloading it`, async ({ page }) => {
      const { text, sha256 } = rehashed();
      const manifest = await manifestOf(kind, sha256);
      const downloaded: string[] = [];
      await page.route('**/config-bundle/manifest.json', (route) => route.fulfill({ json: manifest }));
      await page.route('**/config-bundle/bundle-*.json', (route) => {
        downloaded.push(route.request().url());
        return route.fulfill({ body: text, contentType: 'application/json' });
      });
      await page.goto(`${ORIGIN}/help`);
      // The refusal is remembered in IndexedDB: the check has run.
      await expect.poll(() => readStore(page, 'rejected'), { timeout: 20_000 }).toEqual([expect.stringContaining(sha256)]);
      expect(downloaded).toEqual([]);
      expect(await readStore(page, 'last-good')).toBeNull();
    });
  }

  base('refuses a bundle planted in IndexedDB at boot, and removes it', async ({ page }) => {
    const evilLinks = await watchEvilLinks(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${ORIGIN}/help`);
    await expect.poll(() => page.evaluate(async () => (await indexedDB.databases()).some((d) => d.name === 'exchange_config')), { timeout: 20_000 }).toBe(true);
    await plantBundle(page);
    expect(await readStore(page, 'last-good')).not.toBeNull();
    await page.reload();
    await expect.poll(() => readStore(page, 'last-good'), { timeout: 20_000 }).toBeNull();
    await expect(page.locator('footer a[href="/media-kit"]').first()).toBeAttached();
    expect(await evilLinks()).toEqual([]);
  });
});
