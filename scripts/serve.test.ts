import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { startServer } from './startServer.mjs';

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
