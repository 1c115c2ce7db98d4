import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { startServer } from './startServer.mjs';
import { routeManifest } from './routeManifest.mjs';
import { LOCALES, SOURCE_LOCALE } from '../src/lib/locales';

/**
 * serve.mjs --api: the Lighthouse bench's backend hook (bench/backend.mjs hands API calls to the
 * demo's MSW handlers). Here a small module stands in for it: what it answers reaches the browser
 * whole (status, body, every Set-Cookie), what it does not answer falls to the static rules.
 */
const PORT = 4291;
let server: ChildProcess;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'serve-api-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
  // The build's route table, as vite.config.ts writes it from the router's.
  const tree = readFileSync(join(import.meta.dirname, '../src/routeTree.gen.ts'), 'utf8');
  writeFileSync(join(dir, 'routes.json'), JSON.stringify(routeManifest(tree, LOCALES.filter((code) => code !== SOURCE_LOCALE))));
  mkdirSync(join(dir, 'docs'));
  writeFileSync(join(dir, 'docs', 'agreement.html'), '<!doctype html><title>agreement</title>');
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'chunk-a1b2.js'), 'export const a = 1;');
  writeFileSync(
    join(dir, 'api.mjs'),
    `export const API_PREFIXES = ['/api/'];
export async function answer(request) {
  const url = new URL(request.url);
  if (url.pathname === '/api/none') return undefined;
  const headers = new Headers({ 'Content-Type': 'application/json' });
  headers.append('Set-Cookie', 'uid=1; Path=/');
  headers.append('Set-Cookie', 'nickname=a; Path=/');
  const body = request.method === 'POST' ? await request.text() : null;
  return new Response(JSON.stringify({ method: request.method, path: url.pathname, body, cookie: request.headers.get('cookie') }), { status: 201, headers });
}`,
  );
  server = await startServer(dir, PORT, ['--api', join(dir, 'api.mjs')]);
});
afterAll(() => {
  server?.kill();
});

describe('serve.mjs --api', () => {
  it('hands API calls to the module: status, body, request cookies and every Set-Cookie', async () => {
    const response = await fetch(`http://127.0.0.1:${PORT}/api/login`, { method: 'POST', body: 'a=1', headers: { Cookie: 'csrftoken=t' } });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ method: 'POST', path: '/api/login', body: 'a=1', cookie: 'csrftoken=t' });
    expect(response.headers.getSetCookie()).toEqual(['uid=1; Path=/', 'nickname=a; Path=/']);
  });

  it('leaves what the module does not answer, and every other path, to the static rules', async () => {
    const none = await fetch(`http://127.0.0.1:${PORT}/api/none`);
    expect(await none.text()).toContain('<title>app</title>');
    const page = await fetch(`http://127.0.0.1:${PORT}/trade/BTC_USDT`);
    expect(await page.text()).toContain('<title>app</title>');
  });
});

describe('serve.mjs statuses (issue 39)', () => {
  const get = (path: string) => fetch(`http://127.0.0.1:${PORT}${path}`);

  it('answers every page of the route table with 200, dynamic segments and locale prefixes included', async () => {
    for (const path of ['/', '/tr', '/help', '/tr/help/', '/trade/BTC_USDT', '/ja/futures/usdt/BTC_USDT', '/campaigns/a/b', '/c2c/USDT_EUR', '/myaccount/withdraw', '/myaccount/withdraw/BTC', '/price/bitcoin']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
    }
  });

  it('answers a path no page takes with 404 and the app (its 404 page) as the body, with the page headers', async () => {
    for (const path of ['/no-such-page', '/tradex', '/en/help', '/xx/help', '/TR/help', '/help/extra', '/c2c/EUR_USDT']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(await response.text(), path).toContain('<title>app</title>');
    }
  });

  it('sends the policy with documents and worker scripts, not with every asset', async () => {
    expect((await get('/sw.js')).headers.get('content-security-policy')).toContain("worker-src 'self'");
    const asset = await get('/assets/chunk-a1b2.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-security-policy')).toBeNull();
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves the agreement document the Hong Kong footer links to as a file, with 200', async () => {
    const response = await get('/docs/agreement.html');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>agreement</title>');
  });

  it('gives a route that looks like a file the app with 200 where no file is (a locale the build wrote none for), and a missing file 404', async () => {
    const page = await get('/tw/docs/agreement.html');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>app</title>');
    for (const path of ['/docs/other.html', '/xx/docs/agreement.html', '/favicon.png']) expect((await get(path)).status, path).toBe(404);
  });
});

describe('serve.mjs --exit-with-stdin (a test run that dies takes its server with it)', () => {
  it('stops once its standard input closes, as when the process that started it is killed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'serve-stdin-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
    // startServer passes --exit-with-stdin and holds the write end of the pipe, as Playwright does.
    const child = await startServer(dir, PORT + 1);
    expect((await fetch(`http://127.0.0.1:${PORT + 1}/`)).status).toBe(200);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    // What the kernel does for a parent that dies: its end of the pipe closes.
    child.stdin?.end();
    expect(await exited).toBe(0);
    await expect(fetch(`http://127.0.0.1:${PORT + 1}/`)).rejects.toThrow();
  });
});
