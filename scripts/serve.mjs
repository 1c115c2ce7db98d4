#!/usr/bin/env node
/**
 * A tiny static server for a built app, close to production hosting: gzip for text files,
 * long cache for hashed assets, and an SPA fallback: a path that is not a file gets index.html,
 * with HTTP 200 where a page of the app takes it and HTTP 404 elsewhere (the build's route table,
 * routes.json, scripts/routeManifest.mjs; issue 39), so the 404 page is a 404 to crawlers and
 * monitors too. A build without routes.json answers every such path with 200.
 *
 *   node scripts/serve.mjs [dir]     dir defaults to dist-demo
 *   PORT=8080 node scripts/serve.mjs  (default 4173); HOST to bind elsewhere than all interfaces
 *   node scripts/serve.mjs dist --api bench/backend.mjs
 *       API calls (the module's API_PREFIXES) go to the module's answer(Request): a backend for
 *       the production build (the Lighthouse bench's: the demo's mocked handlers)
 *   node scripts/serve.mjs dist-demo --exit-with-stdin
 *       also stops when its standard input closes: for a parent that starts it with a pipe
 *       (Playwright's webServer, scripts/startServer.mjs), so a test run that dies (killed,
 *       crashed, interrupted) takes its server with it instead of leaving the port taken
 *
 * Prints the URL once listening; stops cleanly on SIGINT/SIGTERM (and stdin's end, above).
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { pipeline } from 'node:stream/promises';
import { gzip as gzipAsync } from 'node:zlib';
import { promisify } from 'node:util';
import { routeMatcher } from './routeManifest.mjs';
import { inlineHashes, readSites, securityHeaders } from './securityHeaders.mjs';

const args = process.argv.slice(2);
const exitWithStdin = args.includes('--exit-with-stdin');
if (exitWithStdin) args.splice(args.indexOf('--exit-with-stdin'), 1);
const apiAt = args.indexOf('--api');
const api = apiAt === -1 ? null : await import(pathToFileURL(resolve(args[apiAt + 1])).href);
if (apiAt !== -1) args.splice(apiAt, 2);
const root = resolve(args[0] ?? 'dist-demo');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST; // undefined: all interfaces

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
]);

async function fileAt(path) {
  try {
    const info = await stat(path);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

const compress = promisify(gzipAsync);
/**
 * Each text file gzipped once and kept (keyed by path and modification time, so a rebuild is
 * served fresh): the browser tests load the same assets hundreds of times, and compressing them
 * anew for each request took CPU from the browser on a 2-core machine.
 */
const gzipCache = new Map();
function gzipped(path, mtimeMs) {
  const key = `${path}\0${mtimeMs}`;
  let body = gzipCache.get(key);
  if (!body) {
    body = readFile(path).then((data) => compress(data));
    body.catch(() => gzipCache.delete(key));
    gzipCache.set(key, body);
  }
  return body;
}

/** Whether a page of the app takes a path (null: no route table in this build, every path may be one). */
let isRoute = null;
async function readRoutes() {
  const text = await readFile(join(root, 'routes.json'), 'utf8').catch(() => null);
  if (text !== null) isRoute = routeMatcher(JSON.parse(text));
}

/**
 * Paths that are calls, not pages: a GET for one that reaches this server is one the demo's mock
 * worker did not take (see below); it keeps getting the shell with 200, which the client reads as
 * a malformed answer and meets with its default, as before.
 */
const CALL_PREFIXES = ['/api/', '/dfdid/'];

async function resolveRequest(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { status: 400 };
  }
  const candidate = resolve(join(root, decoded));
  if (candidate !== root && !candidate.startsWith(root + sep)) return { status: 403 };
  const direct = await fileAt(candidate);
  if (direct) return { status: 200, path: candidate, size: direct.size, mtimeMs: direct.mtimeMs };
  const index = await fileAt(join(candidate, 'index.html'));
  if (index) return { status: 200, path: join(candidate, 'index.html'), size: index.size, mtimeMs: index.mtimeMs };
  // A missing asset is a real 404 (a broken build must show up as a failed request); any other
  // path is a client route. A route may look like a file (`/docs/agreement.html`, whose
  // prerendered copies are files): one the route table takes gets the shell, never a bare 404.
  const routeLikeFile = isRoute !== null && isRoute(pathname);
  if (decoded.startsWith('/assets/') || (extname(decoded) !== '' && !routeLikeFile)) return { status: 404 };
  const shell = join(root, 'index.html');
  const fallback = await fileAt(shell);
  if (!fallback) return { status: 404 };
  // No page takes it: the same shell, whose prerendered guard and router show the 404 page, with
  // the status that says so.
  const page = isRoute === null || isRoute(pathname) || CALL_PREFIXES.some((prefix) => decoded.startsWith(prefix));
  return { status: page ? 200 : 404, path: shell, size: fallback.size, mtimeMs: fallback.mtimeMs };
}

/** Hands a request to the --api module; false when it has no answer (the static rules follow). */
async function answerApi(req, res) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const one of [value].flat()) if (one !== undefined) headers.append(name, one);
  }
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks);
  const response = await api.answer(new Request(`http://${req.headers.host ?? 'localhost'}${req.url}`, { method: req.method, headers, body }));
  if (!response) return false;
  const out = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length' && name !== 'content-encoding') out[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) out['set-cookie'] = cookies;
  res.writeHead(response.status, out).end(Buffer.from(await response.arrayBuffer()));
  return true;
}

/**
 * The security headers of every response (issue 37; scripts/securityHeaders.mjs, docs/hosting.md):
 * the CSP with this build's inline hashes and every site's hosts (one origin serves all twelve
 * sites here), framing denied. Computed once, from the files being served.
 */
const pageHeaders = {};
/** The scripts a page starts as workers: the service worker, and the demo's mocked backend. */
const WORKER_SCRIPTS = new Set(['/sw.js', '/mockBackendWorker.js', '/mockServiceWorker.js']);
const httpsHeaders = {};
/** For every other file: a worker's script gets the policy without Trusted Types (its importScripts). */
const fileHeaders = {};
const httpsFileHeaders = {};
async function computeHeaders() {
  const sites = readSites();
  const hashes = inlineHashes(root);
  Object.assign(pageHeaders, securityHeaders({ sites, hashes }));
  Object.assign(httpsHeaders, securityHeaders({ sites, hashes, https: true }));
  Object.assign(fileHeaders, securityHeaders({ sites, hashes, trustedTypes: false }));
  Object.assign(httpsFileHeaders, securityHeaders({ sites, hashes, https: true, trustedTypes: false }));
}

const server = createServer(async (req, res) => {
  try {
    // An API call this static server sees is one the demo's mock service worker did not take: the
    // analytics beacon (a keepalive POST) that outlives its page, or a call in the moment a reload
    // hands the page to the worker. A GET already gets the app shell (not JSON: the client's
    // default); a POST gets a failure envelope (the client's default too) instead of a 405. The
    // device fingerprint's origin-relative /dfdid/ call is an API call too.
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (api && api.API_PREFIXES.some((prefix) => pathname.startsWith(prefix)) && (await answerApi(req, res))) return;
    if (req.method === 'POST' && (pathname.startsWith('/api/') || pathname.startsWith('/dfdid/'))) {
      req.resume();
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":50300,"message":"No backend here: the mock service worker did not take this call."}');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    // The static config files (coin icon whitelist, download links) live on the static host; a
    // request for one that reaches this server is one the worker missed (a page being left): an
    // empty object, which the client takes as malformed and answers with its documented default.
    if (pathname.startsWith('/static/config/') && pathname.endsWith('.json')) {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' }).end(req.method === 'HEAD' ? undefined : '{}');
      return;
    }
    // Coin icons likewise (the demo's worker draws them, src/mocks/handlers.ts): one that reaches
    // this server is an image of a page being left, after the worker let go of it. A plain disc,
    // not a 404 a test would count as a broken image.
    if (pathname.startsWith('/coin_icon/')) {
      res
        .writeHead(200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-cache' })
        .end(req.method === 'HEAD' ? undefined : '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="#8a91a0"/></svg>');
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const found = await resolveRequest(url.pathname);
    if (!found.path) {
      res
        .writeHead(found.status, { 'Content-Type': 'text/plain; charset=utf-8' })
        .end(`${found.status}\n`);
      return;
    }
    const ext = extname(found.path);
    const https = req.headers['x-forwarded-proto'] === 'https';
    // The policy governs documents and workers only (a worker's CSP comes with its own script):
    // a stylesheet, an image or a module chunk ignores it, and each copy was ~5 KB of header on
    // every one of a page's fifty-odd requests (docs/hosting.md, "Other responses").
    const policed = ext === '.html' ? (https ? httpsHeaders : pageHeaders) : WORKER_SCRIPTS.has(url.pathname) ? (https ? httpsFileHeaders : fileHeaders) : {};
    const headers = {
      ...policed,
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': url.pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
    };
    const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (gzip) {
      const body = await gzipped(found.path, found.mtimeMs);
      headers['Content-Encoding'] = 'gzip';
      headers['Content-Length'] = String(body.length);
      res.writeHead(found.status, headers).end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    headers['Content-Length'] = String(found.size);
    res.writeHead(found.status, headers);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    await pipeline(createReadStream(found.path), res);
  } catch (error) {
    if (!res.headersSent) res.writeHead(500).end();
    else res.destroy();
    if (error?.code !== 'ERR_STREAM_PREMATURE_CLOSE') console.error('serve:', error);
  }
});

const statRoot = await stat(root).catch(() => null);
if (!statRoot?.isDirectory()) {
  console.error(`serve: ${root} does not exist; build first (npm run build:demo).`);
  process.exit(1);
}

await computeHeaders();
await readRoutes();

server.listen(port, host, () => {
  const shown = host && host !== '0.0.0.0' && host !== '::' ? host : 'localhost';
  console.log(`Serving ${root} at http://${shown}:${port}/`);
});

function stop() {
  void api?.close?.();
  server.close(() => process.exit(0));
  server.closeAllConnections();
  setTimeout(() => process.exit(0), 1000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// The parent's end of the pipe closes when the parent exits, however it exits (a SIGKILL
// included, which leaves it no time to stop us): then nobody is left to use this server.
if (exitWithStdin) {
  process.stdin.on('end', stop);
  process.stdin.on('error', stop);
  process.stdin.resume();
}
