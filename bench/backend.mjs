// The demo's mocked backend answering over HTTP, for the Lighthouse bench (bench/lighthouse.mjs):
// scripts/serve.mjs --api bench/backend.mjs serves the production build and hands each API call
// (/api/*, /static/config/*, /dfdid/*) to the same MSW handlers the demo's service worker and
// vitest use (src/mocks/handlers.ts), through msw's getResponse. Without it every API call fails
// and each page times its SPEC section 8 default (the trading page, its "market unavailable"
// state); with it the pages time the screens a visitor sees: markets, tickers, stories.
//
// The handlers are TypeScript that reads import.meta.env, so Vite's SSR loader loads them (no
// dev server listens; the app's Vite config, for its JSON and catalog plugins; loaded once).
import { getResponse, RequestHandler } from 'msw';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Vite 8 warns that the config's extensionless imports will need extensions once its native
// config loader is the default; `vite build` loads the same config the same way.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
const vite = await createServer({
  root,
  logLevel: 'warn',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
});
const { handlers } = await vite.ssrLoadModule('/src/mocks/handlers.ts');
// HTTP handlers only: the market stream's WebSocket handler has no place in getResponse.
const http = handlers.filter((handler) => handler instanceof RequestHandler);

/** The paths this backend answers; everything else is the static host's. */
export const API_PREFIXES = ['/api/', '/static/config/', '/dfdid/'];

/**
 * GET answers, kept per URL and cookies for the server's life: Lighthouse's runs then find the
 * backend idle instead of computing bars and tickers beside the browser on this machine's two
 * cores (its blocking time is the page's own tasks, timed while they run, times four).
 */
const kept = new Map();

/** The mocked backend's answer to a request, or undefined when no handler takes it. */
export async function answer(request) {
  if (request.method !== 'GET') return getResponse(http, request);
  const key = `${request.url} ${request.headers.get('cookie') ?? ''}`;
  let entry = kept.get(key);
  if (!entry) {
    const response = await getResponse(http, request);
    entry = response && { status: response.status, headers: [...response.headers], body: await response.arrayBuffer() };
    kept.set(key, entry);
  }
  return entry ? new Response(entry.body.slice(0), { status: entry.status, headers: entry.headers }) : undefined;
}

/** Releases the loader. */
export function close() {
  return vite.close();
}
