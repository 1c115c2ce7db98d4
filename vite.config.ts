import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { MINI_APP_SOURCES } from './src/mocks/data/miniApps';
import { FINGERPRINT_SDK_PATH, fingerprintSdkSource } from './src/mocks/fingerprintSdk';
import { prerenderShell } from './scripts/prerender';
import { themeBeforePaint } from './scripts/themeScript';
import { routeManifest } from './scripts/routeManifest.mjs';
import { LOCALES, SOURCE_LOCALE } from './src/lib/locales';

/**
 * Production only: drop the prose of config and policy files (editor notes, descriptions, the
 * `says` sentences explanations print). The production app never explains; the demo does.
 */
function stripPolicyProse(): Plugin {
  const prose = new Set(['$schema', '$comment', 'description', 'says', 'spec']);
  const strip = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(strip);
    if (v && typeof v === 'object') {
      return Object.fromEntries(Object.entries(v).filter(([k]) => !prose.has(k)).map(([k, x]) => [k, strip(x)]));
    }
    return v;
  };
  return {
    name: 'strip-policy-prose',
    enforce: 'pre',
    apply: (_config, env) => env.mode === 'production' && env.command === 'build',
    transform(code, id) {
      if (!/[\\/](config|policies)[\\/].*\.json(\?bundle)?$/.test(id)) return null;
      return { code: JSON.stringify(strip(JSON.parse(code))), map: null };
    },
  };
}

/**
 * `config/**.json?bundle`, `policies/*.json?bundle` (src/bundle/browser.ts): the same JSON as
 * modules of their own, so that the engine's copies are inlined in its chunk while boot loads the
 * visited site's config alone. Vite's JSON plugin leaves ids with other queries alone.
 */
function bundleJsonQuery(): Plugin {
  return {
    name: 'bundle-json-query',
    transform(code, id) {
      if (!id.endsWith('.json?bundle')) return null;
      return { code: `export default ${code};`, map: null };
    },
  };
}

/**
 * `scenarios/<name>.json?tags` (the dev panel's scenario links, src/mocks/scenarios.ts): the
 * file's tags alone, so an eager index of 200 scenarios costs a few KB, and the scenarios
 * themselves (imported without the query) stay one lazy chunk each.
 */
function scenarioTags(): Plugin {
  return {
    name: 'scenario-tags',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]scenarios[\\/][^\\/]+\.json\?tags$/.test(id)) return null;
      const { tags = [] } = JSON.parse(code) as { tags?: string[] };
      return { code: `export const tags = ${JSON.stringify(tags)};\nexport default { tags };\n`, map: null, moduleType: 'js' };
    },
  };
}

/**
 * `virtual:catalog/<part>` (shell, pages, extras): a function loading that part of a locale's
 * catalog. A locale with no translation of its own in that part (most of the 27, today) shares
 * its fallback's compiled catalog (lingui.config.ts's fallbackLocales, then English) instead of
 * an identical chunk of its own, so the importer map in the first load has a handful of entries,
 * not 27. A locale gets its own chunk as soon as one of its messages is translated.
 */
function catalogImporters(): Plugin {
  const prefix = 'virtual:catalog/';
  const localesDir = join(import.meta.dirname, 'locales');
  return {
    name: 'catalog-importers',
    resolveId: (source) => (source.startsWith(prefix) ? `\0${source}` : null),
    async load(resolved) {
      if (!resolved.startsWith(`\0${prefix}`)) return null;
      const part = resolved.slice(prefix.length + 1);
      if (!/^(shell|pages|extras)$/.test(part)) throw new Error(`No catalog part "${part}"`);
      const { default: linguiConfig } = await import('./lingui.config.ts');
      const fallbacks = (linguiConfig.fallbackLocales ?? {}) as Record<string, string | string[]>;
      const source = linguiConfig.sourceLocale ?? 'en';
      const own = new Set<string>([source]);
      for (const locale of linguiConfig.locales) {
        const file = join(localesDir, locale, `${part}.po`);
        this.addWatchFile(file);
        if (/^msgstr "[^"]/m.test(readFileSync(file, 'utf8'))) own.add(locale);
      }
      const sourceOf = (locale: string): string => {
        const seen = new Set<string>();
        let current = locale;
        while (!own.has(current) && !seen.has(current)) {
          seen.add(current);
          const next = fallbacks[current] ?? fallbacks.default ?? source;
          current = Array.isArray(next) ? (next[0] ?? source) : next;
        }
        return own.has(current) ? current : source;
      };
      const importers = [...own]
        .map((locale) => `  ${JSON.stringify(locale)}: () => import(${JSON.stringify(join(localesDir, locale, `${part}.po`))}),`)
        .join('\n');
      const aliases = Object.fromEntries(
        linguiConfig.locales.filter((locale) => !own.has(locale)).map((locale) => [locale, sourceOf(locale)]),
      );
      return [
        `const own = {\n${importers}\n};`,
        `const aliases = ${JSON.stringify(aliases)};`,
        `export default (locale) => (own[locale] ?? own[aliases[locale]] ?? own[${JSON.stringify(source)}])();`,
      ].join('\n');
    },
  };
}

/** Where the app registers its worker (src/app/serviceWorker.ts); versioned by the build. */
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * Workbox (through vite-plugin-pwa) writes dist/sw.js. What it keeps, and why (docs/service-worker.md):
 * - precached: the app shell (index.html, the first load's JavaScript and CSS, the offline
 *   notice, the favicon and the site logos), so any page opens offline, with the notice;
 * - hashed assets (/assets/*, immutable) cached as they are first used: a phone does not
 *   download every route and locale of 27 on its first visit;
 * - never an API response, a static config file or a mini-app: those go to the network as if
 *   there were no worker (no route matches them).
 * A new version waits until no tab runs the old one (no skipWaiting): an open page keeps the
 * code it started with.
 */
function serviceWorker() {
  return VitePWA({
    strategies: 'generateSW',
    filename: SERVICE_WORKER_FILE,
    injectRegister: null,
    registerType: 'prompt',
    manifest: false,
    workbox: {
      globPatterns: ['index.html', 'favicon.svg', 'logos/*.svg', 'assets/index-*.{js,css}', 'assets/rolldown-runtime-*.js', 'assets/offline-*.{js,css}'],
      navigateFallback: '/index.html',
      // Only page navigations get the shell; files, API and static hosts never do.
      navigateFallbackDenylist: [/^\/api\//, /^\/static\//, /^\/mini-apps\//, /^\/dfdid\//, /\.[a-z0-9]+$/i],
      cleanupOutdatedCaches: true,
      clientsClaim: false,
      skipWaiting: false,
      runtimeCaching: [
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'assets',
            expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });
}

/**
 * `virtual:bar-hints`: what the bar stack holds for a visit, by what boot knows (site, path,
 * width, storage, in-app), from the real engine over the constants its policies compare
 * (src/bundle/barHintsBuild.ts; boot reads them with src/bundle/barHints.ts). Boot reserves the bars' space with it: no layout shift when they come.
 */
function barHintsModule(): Plugin {
  const id = 'virtual:bar-hints';
  return {
    name: 'bar-hints',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    async load(resolved) {
      if (resolved !== `\0${id}`) return null;
      for (const dir of ['policies', 'config', 'config/sites']) {
        for (const file of readdirSync(join(import.meta.dirname, dir))) if (file.endsWith('.json')) this.addWatchFile(join(import.meta.dirname, dir, file));
      }
      const { loadEngine } = await import('./src/bundle/node.ts');
      const { computeBarHints } = await import('./src/bundle/barHintsBuild.ts');
      const engine = loadEngine(import.meta.dirname);
      return `export default ${JSON.stringify(computeBarHints(engine, engine.bundle.sites.map((site) => site.id)))};`;
    },
  };
}

/** The fields of a site config boot needs to pick the site and the locale (src/site/sites.ts). */
export const SITE_INDEX_FIELDS = [
  'id',
  'key',
  'webSiteDomain',
  'defaultLang',
  'locales',
  'unprefixedPaths',
  'alternates',
] as const;

/**
 * `virtual:site-index`: those fields of the 12 config/sites/*.json files, so the first load
 * carries a small index and only the visited site's whole config (a chunk of its own).
 */
function siteIndex(): Plugin {
  const id = 'virtual:site-index';
  const dir = join(import.meta.dirname, 'config/sites');
  return {
    name: 'site-index',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(resolved) {
      if (resolved !== `\0${id}`) return null;
      const index = readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .map((file) => {
          const path = join(dir, file);
          this.addWatchFile(path);
          const site = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
          const fields = Object.fromEntries(SITE_INDEX_FIELDS.filter((k) => k in site).map((k) => [k, site[k]]));
          // The region-switch bar finds its target by this code and loads that one config.
          const regionCode = (site.regionSwitch as { code?: string } | undefined)?.code;
          return regionCode ? { ...fields, regionCode } : fields;
        })
        .sort((a, b) => Number(a.id) - Number(b.id));
      return `export default ${JSON.stringify(index)};`;
    },
  };
}

/**
 * Modes:
 * - `production` (`vite build`): the real site; the site is picked by hostname; demo code is
 *   dead-code-eliminated (VITE_DEMO is the literal `false`). Output: dist/.
 * - `demo` (`vite build --mode demo`, `vite --mode demo`): `?site=<sub_website_id>` picks the
 *   site and the Decisions panel is shown. Output: dist-demo/.
 * - `development` / `test`: behave like demo.
 */
/** public/mockServiceWorker.js (behind public/mockBackendWorker.js) serves the demo's mocked backend; production never ships them. */
function noMockWorkerInProduction(): Plugin {
  let outDir = 'dist';
  return {
    name: 'no-mock-worker-in-production',
    apply: (_config, env) => env.mode === 'production' && env.command === 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle() {
      rmSync(join(outDir, 'mockServiceWorker.js'), { force: true });
      rmSync(join(outDir, 'mockBackendWorker.js'), { force: true });
    },
  };
}

/**
 * The demo's stand-in mini-apps (src/mocks/data/miniApps.ts) and fingerprint script also as files of the demo build: the mock
 * worker serves them (and `?miniapps=down` takes them down), and a request it misses (one made
 * as a page hands over to the next) still finds them on the demo server. Production has none.
 */
function demoMiniApps(): Plugin {
  return {
    name: 'demo-mini-apps',
    apply: (_config, env) => env.mode !== 'production' && env.command === 'build',
    generateBundle() {
      for (const [name, source] of Object.entries(MINI_APP_SOURCES)) {
        this.emitFile({ type: 'asset', fileName: `mini-apps/${name}/v1/index.js`, source });
      }
      // And the device fingerprint vendor's stand-in script (the working one).
      this.emitFile({ type: 'asset', fileName: FINGERPRINT_SDK_PATH.slice(1), source: fingerprintSdkSource('ok') });
    },
  };
}

/**
 * Hot config (issue 16, src/bundle/hotConfig.ts): the build publishes its own config bundle at
 * /config-bundle/ (manifest.json and bundle-<sha256>.json, the text `policy bundle` writes), so the
 * manifest always exists; compliance staff ship a change by uploading a newer pair over it. The
 * app knows the built-in bundle by that hash (`virtual:config-bundle-hash`): the manifest of an
 * unchanged deployment names the bundle in force, and nothing more is fetched.
 */
function configBundleFiles(): Plugin {
  const id = 'virtual:config-bundle-hash';
  let published: { text: string; sha256: string } | null = null;
  const publish = async () => {
    if (!published) {
      const { readBundleFileMap } = await import('./src/bundle/node.ts');
      const { serializeBundle } = await import('./src/bundle/files.ts');
      const text = serializeBundle(readBundleFileMap(import.meta.dirname));
      published = { text, sha256: createHash('sha256').update(text).digest('hex') };
    }
    return published;
  };
  return {
    name: 'config-bundle-files',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    async load(resolved) {
      if (resolved !== `\0${id}`) return null;
      return `export default ${JSON.stringify((await publish()).sha256)};`;
    },
    async generateBundle() {
      const { text, sha256 } = await publish();
      const { manifestFor } = await import('./src/bundle/files.ts');
      const manifest = manifestFor(sha256);
      this.emitFile({ type: 'asset', fileName: `config-bundle/${manifest.bundle}`, source: text });
      this.emitFile({ type: 'asset', fileName: 'config-bundle/manifest.json', source: `${JSON.stringify(manifest, null, 2)}\n` });
    },
  };
}

/**
 * `routes.json` (issue 39): the router's route table and the locale prefixes, from
 * src/routeTree.gen.ts (which the router plugin has just written), so that scripts/serve.mjs, or a
 * CDN (docs/hosting.md), answers a path no page takes with HTTP 404 and the prerendered 404 page
 * (scripts/routeManifest.mjs).
 */
function routeManifestFile(): Plugin {
  return {
    name: 'route-manifest',
    apply: 'build',
    generateBundle() {
      const tree = readFileSync(join(import.meta.dirname, 'src/routeTree.gen.ts'), 'utf8');
      const manifest = routeManifest(tree, LOCALES.filter((code) => code !== SOURCE_LOCALE));
      this.emitFile({ type: 'asset', fileName: 'routes.json', source: `${JSON.stringify(manifest)}\n` });
    },
  };
}

/**
 * V8's explicit compile hint (Chrome 136+, https://v8.dev/blog/explicit-compile-hints): a file
 * that starts with this comment has every function compiled on a background thread while it
 * streams, instead of lazily on the main thread the first time each one runs. Worth it where
 * nearly all of a file runs at once: the entry (boot and the first render) and the chart's chunk
 * (lightweight-charts creates and draws a chart in one go). Measured in Chromium at 4x CPU: the
 * trading page's first render 80-98 ms -> under 50 ms, the chart's creation 62-74 ms -> under 50,
 * its first drawing 143-181 -> 109-137 ms. Other chunks stay lazy (each costs memory and
 * background time for functions a visit may never call).
 *
 * The comment must be the file's first line: rolldown's banners go in before Vite prepends its
 * preload map (`const __vite__mapDeps=...`), so this runs after that, at the end of the build.
 * scripts/bundle-report.mjs checks the two chunks start with it.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
function compileHints(): Plugin {
  // The library may sit in a chunk of its own (shared with /price/{coin}'s area chart, issue 39):
  // the trading chart's chunk keeps the hint as well.
  const eager = (chunk: Rolldown.OutputChunk) =>
    chunk.isEntry || chunk.moduleIds.some((id) => id.includes('/node_modules/lightweight-charts/') || id.endsWith('/src/widgets/chart/TradingChart.tsx'));
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !eager(chunk)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          if (!chunk.map) continue;
          // One generated line more at the top: every mapping moves down a line.
          chunk.map.mappings = `;${chunk.map.mappings}`;
          const file = bundle[`${chunk.fileName}.map`];
          if (file?.type === 'asset') file.source = chunk.map.toString();
        }
      },
    },
  };
}

export default defineConfig(({ mode }) => {
  const demo = mode !== 'production';
  return {
    plugins: [
      stripPolicyProse(),
      bundleJsonQuery(),
      scenarioTags(),
      noMockWorkerInProduction(),
      demoMiniApps(),
      siteIndex(),
      barHintsModule(),
      configBundleFiles(),
      routeManifestFile(),
      catalogImporters(),
      compileHints(),
      // <html data-theme> before the first paint (scripts/themeScript.ts, issue 34).
      themeBeforePaint(),
      // The main site's home pages painted from the HTML (scripts/prerender.ts, issue 15).
      prerenderShell(),
      // Order matters (TOOLCHAIN.md): router plugin, Lingui macro through Babel, React, Lingui.
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // The root and locale routes' parts (the shell's layout, an Outlet, the not-found
        // component) are in the first load anyway: split, each was a chunk of one re-export, and
        // the not-found one a third request in a row before a 404 could paint.
        codeSplittingOptions: { splitBehavior: ({ routeId }) => (routeId === '__root__' || routeId === '/{-$locale}' ? [] : undefined) },
        routesDirectory: './src/routes',
        generatedRouteTree: './src/routeTree.gen.ts',
        quoteStyle: 'single',
        semicolons: true,
      }),
      babel({
        plugins: ['@lingui/babel-plugin-lingui-macro'],
        // Only our hand-written code uses the macros. The schemas' generated validators
        // (src/generated: 1.8 MB, configValidators.js alone 678 KB) and node_modules were parsed
        // and printed by Babel for nothing; the plugin's default exclude (node_modules, the
        // rolldown runtime) is kept. Rolldown applies this as the transform hook's id filter, so
        // those files never reach the plugin's JavaScript.
        exclude: [/[/\\]node_modules[/\\]|^\0rolldown\/runtime\.js$/, /[/\\]src[/\\]generated[/\\]/],
      }),
      react(),
      lingui(),
      // The service worker (SPEC section 7, issue 15): production builds only. The demo's mocked
      // backend is a service worker at the same scope (MSW), and a page has one worker.
      !demo && serviceWorker(),
    ],
    define: {
      // A literal boolean so that `if (import.meta.env.VITE_DEMO)` branches vanish in production.
      'import.meta.env.VITE_DEMO': JSON.stringify(demo),
      'import.meta.env.VITE_RELEASE': JSON.stringify((JSON.parse(readFileSync(join(import.meta.dirname, 'package.json'), 'utf8')) as { version: string }).version),
    },
    build: {
      outDir: mode === 'demo' ? 'dist-demo' : 'dist',
      emptyOutDir: true,
      // dist/.vite/manifest.json feeds scripts/bundle-report.mjs.
      manifest: true,
      // Every browser we support has <link rel="modulepreload">: no polyfill in the entry.
      modulePreload: {
        polyfill: false,
        // Dynamic imports made from JavaScript keep only their CSS (which the preload helper
        // injects) in their dependency lists, not the JavaScript chunks: for ~100 lazy route
        // components those lists were 3 KB gzip of the first load. A lazy chunk's own imports
        // are fetched as soon as it is parsed; the router preloads a route's chunk on intent
        // (hover, touch), and boot starts the first page's chunks in parallel with its catalog
        // (src/app/boot.tsx). index.html keeps its modulepreload links.
        // The trading chart's chunk is the exception: its import starts lightweight-charts too
        // (issue 39), not one round trip later when the chunk has been parsed.
        resolveDependencies: (file, deps, { hostType }) =>
          hostType === 'js' && !/\/TradingChart-[\w-]+\.js$/.test(file) ? deps.filter((dep) => dep.endsWith('.css')) : deps,
      },
      sourcemap: mode === 'demo',
      rolldownOptions: {
        output: {
          // Everything the entry imports statically goes in one chunk: the first load is one
          // file (one gzip stream, no import/export glue between 28 small chunks), which made
          // it about 9 KB gzip smaller. Lazy chunks keep the automatic splitting.
          codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
          // Name each catalog chunk after its locale and part (locale-tr-shell-<hash>.js).
          chunkFileNames: (chunk) => {
            const catalog = chunk.moduleIds
              .map((id) => /[\\/]locales[\\/]([a-z-]+)[\\/](shell|extras|pages)\.po/.exec(id))
              .find((match) => match !== null);
            if (catalog) return `assets/locale-${catalog[1]}-${catalog[2]}-[hash].js`;
            // A route's split component or loader: ~100 of them are named in the first load's
            // route tree, so the hash alone (the bundle report names them from the manifest).
            if (chunk.facadeModuleId?.includes('tsr-split=')) return 'assets/r-[hash].js';
            return 'assets/[name]-[hash].js';
          },
        },
      },
    },
    server: { port: 5173 },
    preview: { port: 4173 },
  };
});
