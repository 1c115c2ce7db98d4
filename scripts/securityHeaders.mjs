#!/usr/bin/env node
/**
 * The response headers every page of the app is served with (issue 37), from one source:
 * scripts/serve.mjs sends them, `docs/hosting.md` is written from them (`node
 * scripts/securityHeaders.mjs --docs`; a test keeps it current), and a CDN sends the same.
 *
 * The Content-Security-Policy allows scripts only from this origin, the site hosts the site
 * configs name (static host for mini-apps, device-fingerprint host) and the third parties a site
 * config turns on (tag manager, pixel), plus the build's own inline scripts by their SHA-256
 * (the theme script and the prerendered first paint's guard): no 'unsafe-inline', no
 * 'unsafe-eval' for scripts. Hashes are computed from the built HTML files, so they follow every
 * build. Styles allow 'unsafe-inline' (the share image needs it; see style-src below).
 *
 *   node scripts/securityHeaders.mjs [dist]          print the headers for a build
 *   node scripts/securityHeaders.mjs --docs          rewrite docs/hosting.md
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(fileURLToPath(import.meta.url), '../..');

/**
 * The Trusted Types policies the app creates (src/lib/trustedTypes.ts, TRUSTED_TYPE_POLICIES; a
 * unit test keeps the two lists equal): DOMPurify's, the app's script URLs, and a default policy
 * that passes only fixed values.
 */
export const TRUSTED_TYPE_POLICIES = ['dompurify', 'exchange-script-url', 'default', 'exchange-entry'];

/** The third parties a site config can turn on (src/services/thirdParty/scripts.ts). */
const TAG_MANAGER = { script: 'https://www.googletagmanager.com', connect: ['https://www.google-analytics.com', 'https://*.google-analytics.com'] };
const PIXEL = { script: 'https://connect.facebook.net', connect: ['https://www.facebook.com'] };

/** Every site config (config/sites/*.json). */
export function readSites(root = repo) {
  const dir = join(root, 'config/sites');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')));
}

/** The origins one site's pages talk to, by directive. */
export function siteOrigins(site) {
  const domain = site.webSiteDomain;
  const staticHost = `https://static.${domain}`;
  const fingerprint = site.fingerprintHost ? [`https://${site.fingerprintHost}`] : [];
  const wsHosts = [...new Set(Object.values(site.ws ?? {}).map((url) => new URL(url).origin))];
  const tag = /^G-[A-Z0-9]{4,16}$/.test(site.gtagId ?? '');
  const pixel = /^[0-9]{6,20}$/.test(site.fbId ?? '');
  return {
    script: [staticHost, ...fingerprint, ...(tag ? [TAG_MANAGER.script] : []), ...(pixel ? [PIXEL.script] : [])],
    connect: [staticHost, ...fingerprint, ...wsHosts, ...(tag ? TAG_MANAGER.connect : []), ...(pixel ? PIXEL.connect : [])],
    img: [staticHost, ...(tag ? ['https://www.google-analytics.com'] : []), ...(pixel ? ['https://www.facebook.com'] : [])],
  };
}

function union(lists) {
  return [...new Set(lists.flat())].sort();
}

/** SHA-256 sources of every inline <script> and <style> in the build's HTML files. */
export function inlineHashes(dist) {
  const scripts = new Set();
  const styles = new Set();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') walk(path);
      } else if (entry.name.endsWith('.html')) {
        const html = readFileSync(path, 'utf8');
        // A data block (`type="application/json"`) is never run: it needs no hash.
        for (const m of html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/json")[^>]*>([\s\S]*?)<\/script>/g)) if (m[1].trim() !== '') scripts.add(hash(m[1]));
        for (const m of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) styles.add(hash(m[1]));
      }
    }
  };
  walk(dist);
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}

function hash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The Content-Security-Policy for pages serving `sites` (one site per host in production; the
 * demo serves all twelve from one origin), with the build's inline hashes.
 */
export function contentSecurityPolicy({ sites, hashes, https = false, trustedTypes = true }) {
  const origins = sites.map(siteOrigins);
  const directives = [
    ["default-src", ["'self'"]],
    ['script-src', ["'self'", ...hashes.scripts, ...union(origins.map((o) => o.script))]],
    // Styles may be inline: the share image (modern-screenshot) draws a clone of the page whose
    // styles are inline, and React's style props are CSSOM (allowed anyway). Server HTML never
    // brings a style (the sanitiser drops `style`, `class` and <style>). Scripts stay strict.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...union(origins.map((o) => o.img))]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...union(origins.map((o) => o.connect))]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['media-src', ["'self'"]],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    // Trusted Types, enforced (src/lib/trustedTypes.ts): every script sink takes only what one of
    // these policies made. Documents only: a worker's own script (Workbox's sw.js, the demo's MSW
    // worker) loads its code with importScripts, and gets the policy without these two.
    ...(trustedTypes ? [['require-trusted-types-for', ["'script'"]], ['trusted-types', [...TRUSTED_TYPE_POLICIES]]] : []),
    ...(https ? [['upgrade-insecure-requests', []]] : []),
  ];
  return directives.map(([name, values]) => [name, ...values].join(' ')).join('; ');
}

/** Every security header of a page (HTML) response. HSTS only over https, where it means something. */
export function securityHeaders({ sites, hashes, https = false, trustedTypes = true }) {
  return {
    'Content-Security-Policy': contentSecurityPolicy({ sites, hashes, https, trustedTypes }),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(https ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload' } : {}),
  };
}

/** Stand-ins for the build's hashes in docs/hosting.md (the real ones change with every build). */
const DOC_HASHES = { scripts: ["'sha256-<theme script>'", "'sha256-<first-paint guard>'"], styles: ["'sha256-<inline style>'"] };

/** docs/hosting.md: what a CDN must send, per site (the build's hashes shown as stand-ins). */
export function hostingDoc({ sites, hashes = DOC_HASHES }) {
  const lines = [
    '# Hosting: the headers every response must carry',
    '',
    '<!-- Written by `node scripts/securityHeaders.mjs --docs` from scripts/securityHeaders.mjs, the',
    'source scripts/serve.mjs sends from; src/test keeps it current. Do not edit by hand. -->',
    '',
    'The app is static files. Whatever serves them (a CDN, `scripts/serve.mjs`) must send these',
    'headers with every HTML response, over https (HSTS is only meaningful there). The',
    "Content-Security-Policy's `sha256-` sources are the build's inline scripts (the theme script and",
    "the prerendered first paint's guard): they change with every build, so",
    'a deployment computes them from the files it uploads:',
    '',
    '    node scripts/securityHeaders.mjs dist    # prints the headers for that build',
    '',
    'Other responses: hashed assets under `/assets/` get `Cache-Control: public, max-age=31536000,',
    'immutable` and `X-Content-Type-Options: nosniff`; everything else `Cache-Control: no-cache`.',
    'The demo serves all twelve sites from one origin, so its policy is the union of the sites\'',
    'hosts; production serves one site per host and sends that site\'s policy.',
    '',
    "The CSP is one per site, not per page: every page family (home, trading, futures, convert, earn,",
    'copy trading, prices, account pages, content, legal, the 404 page) is the same `index.html` and',
    "the app's chunks, so they share the site's policy below; `e2e/security.spec.ts` loads every route",
    "of the build's route table under it and fails on any violation. The static",
    '`/docs/agreement.html` (the Hong Kong footer\'s document, written by the build in every locale:',
    '`/<locale>/docs/agreement.html`) gets the same headers and needs no more (one inline style, no',
    'script). A worker\'s script (`/sw.js`, and the demo\'s',
    "`/mockBackendWorker.js`) gets the same policy without the two Trusted Types directives.",
    '',
    '## Status codes: 404 for a path no page takes',
    '',
    "The build writes `routes.json`: the router's route table (`src/routeTree.gen.ts`, in the router's",
    'syntax) and the locale prefixes (`scripts/routeManifest.mjs`). A request for a file that exists',
    'gets the file. Any other path gets `index.html` (the app, whose prerendered guard and router',
    'paint the 404 page), with **200** when a route matches it and **404** when none does; a missing',
    'file under `/assets/`, or with an extension where no route takes the path, is a plain 404.',
    '`scripts/serve.mjs` does exactly this.',
    'A CDN does the same one of two ways:',
    '',
    '- an edge function (CloudFront Functions, Cloudflare Workers, Fastly Compute) that loads',
    '  `routes.json` once, matches the path with `routeMatcher` from `scripts/routeManifest.mjs` (plain',
    '  JavaScript, no dependencies) and answers `index.html` with the status it gives;',
    '- or, where only static rules exist, one rewrite rule per route of `routes.json` to',
    '  `/index.html` (200) and the custom error page `/index.html` with status 404 for the rest.',
    '',
    'Calls that are not pages (`/api/`, `/dfdid/`) go to the backend and never get this fallback.',
    '',
    '## Every site',
    '',
    '| header | value |',
    '| --- | --- |',
  ];
  const headers = securityHeaders({ sites, hashes, https: true });
  for (const [name, value] of Object.entries(headers)) if (name !== 'Content-Security-Policy') lines.push(`| \`${name}\` | \`${value}\` |`);
  lines.push('', '## Content-Security-Policy per site', '');
  for (const site of sites) {
    lines.push(`### ${site.key} (${site.webSiteDomain}, sub_website_id ${site.id})`, '', '```');
    lines.push(...contentSecurityPolicy({ sites: [site], hashes, https: true }).split('; '));
    lines.push('```', '');
  }
  lines.push(
    '## Why each directive',
    '',
    "- `script-src`: this origin, the build's inline scripts by hash, the site's static host",
    '  (mini-apps), its device-fingerprint host and the third parties its config turns on. No',
    "  `'unsafe-inline'`, no `'unsafe-eval'`: nothing in the app evaluates strings.",
    '- `connect-src`: this origin (the API, or VITE_API_BASE when it names another host: add it),',
    "  the site's market-stream hosts, static host, fingerprint host and analytics collectors.",
    "- `frame-ancestors 'none'` and `X-Frame-Options: DENY`: no page may be framed (clickjacking of",
    "  the fund-password form, issue 37); `frame-src 'none'`: the app frames nothing.",
    "- `object-src 'none'`, `base-uri 'none'`, `form-action 'self'`: no plug-ins, no `<base>`",
    '  hijack, forms post only here.',
    "- `style-src 'unsafe-inline'`: the share image (modern-screenshot) draws a clone of the page",
    '  with inline styles; server HTML never brings a style (the sanitiser drops them).',
    "- `require-trusted-types-for 'script'` and `trusted-types dompurify exchange-script-url default`:",
    '  every script sink (innerHTML, a script\'s `src`, a service worker\'s URL, eval) takes only a',
    '  value one of these policies made (`src/lib/trustedTypes.ts`): server HTML becomes TrustedHTML',
    "  only through DOMPurify's policy, the app's own script URLs pass an origin check, and the",
    "  default policy passes only fixed values (the share image's empty sandbox document, the service",
    '  workers\' own files). Sent with documents; a worker\'s script gets the policy without these two',
    '  directives (Workbox and MSW load their code with `importScripts`).',
    '',
  );
  return lines.join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const sites = readSites();
  if (args[0] === '--docs') {
    writeFileSync(join(repo, 'docs/hosting.md'), hostingDoc({ sites }));
    console.log('docs/hosting.md written');
  } else {
    const dist = resolve(args[0] ?? 'dist');
    for (const [name, value] of Object.entries(securityHeaders({ sites, hashes: inlineHashes(dist), https: true }))) console.log(`${name}: ${value}`);
  }
}
