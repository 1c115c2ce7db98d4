/**
 * The prerendered shell (issue 15), as a build step: after Vite has written index.html, the app's
 * first render of the main site's home page goes into `#root`, once per locale the site offers
 * (index.html for English, <prefix>/index.html for the others, e.g. tr/index.html, which
 * scripts/serve.mjs and any static host serve for /tr), with the guard that settles, before the
 * first paint, whether that markup is this visit's first render (src/app/prerender/guard.ts).
 *
 * The same step writes the plain user-agreement document the Hong Kong footer links to, once per
 * locale (`docs/agreement.html`, `<prefix>/docs/agreement.html`; src/app/prerender/agreement.tsx).
 *
 * A phone then paints the header and the hero from the HTML and CSS alone; the app's code, site
 * config and catalog follow as before, and React's first render replaces the markup.
 *
 * The render runs in Node through Vite's SSR loader with the app's own config (catalogs, site
 * configs and bar hints from the same plugins); the guard is bundled by Vite as a small classic
 * script, inlined. Both run in every build (production and demo), so the browser tests see what
 * visitors get.
 */
import { createServer, build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '../src/lib/locales.ts';

/** src/app/prerender/render.tsx, as loaded by Vite's SSR loader (browser code: no type import). */
interface PrerenderedHome {
  path: string;
  title: string;
  html: string;
  notFound: string;
  pending: string;
  lang: string;
  dir: string;
  data: object;
}
interface RenderModule {
  prerenderHome(site: number, locale: string, options: { allowSiteParam: boolean }): Promise<PrerenderedHome>;
}
/** src/app/prerender/agreement.tsx. */
interface AgreementModule {
  agreementDocuments(siteKey: string, locales: readonly string[], now: number): Promise<{ path: string; html: string }[]>;
}
interface SitesModule {
  siteIndex: ReadonlyArray<{ id: number }>;
}
interface RoutingModule {
  localeRules(site: { id: number }): { locales: readonly string[] };
}

/** The site whose home pages are prerendered: main (the others paint when the app renders). */
const PRERENDERED_SITE = 0;
const GUARD_GLOBAL = '__prerenderGuard';
/**
 * The page's prerender data sits in a JSON block beside the guard, not in the guard's text: the
 * guard script is then the same bytes on every page, so the CSP carries one hash for it instead
 * of one per prerendered page (each hash was 55 bytes in a header sent with every response).
 */
const DATA_ID = 'prerender-data';
/** src/app/prerender/guard.ts's NOT_FOUND_TEMPLATE and PENDING_TEMPLATE. */
const NOT_FOUND_TEMPLATE = 'prerendered-not-found';
const PENDING_TEMPLATE = 'prerendered-pending';

/** The plain document a footer links to (issue 39; src/pages/legal/AgreementDocument.tsx). */
const AGREEMENT_PATH = '/docs/agreement.html';

/**
 * The site whose footer links the agreement document (config/footer.json: Hong Kong's one link,
 * SPEC section 2): the document carries that site's name, contact and logo.
 */
export function agreementSite(footer: unknown): string {
  const sites = typeof footer === 'object' && footer !== null && 'sites' in footer && typeof footer.sites === 'object' && footer.sites !== null ? footer.sites : {};
  const keys = Object.entries(sites)
    .filter(([, links]) => Array.isArray(links) && links.some((link: unknown) => typeof link === 'object' && link !== null && 'href' in link && link.href === AGREEMENT_PATH))
    .map(([key]) => key);
  if (keys.length !== 1) throw new Error(`prerender: config/footer.json links ${AGREEMENT_PATH} from ${keys.length} sites (${keys.join(', ')}); the document is one site's`);
  return keys[0]!;
}

/** The guard as an IIFE assigning `__prerenderGuard`, for a classic inline script. */
async function bundleGuard(root: string, demo: boolean): Promise<string> {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    define: { 'import.meta.env.VITE_DEMO': JSON.stringify(demo) },
    build: {
      write: false,
      minify: true,
      emptyOutDir: false,
      lib: { entry: join(root, 'src/app/prerender/guard.ts'), formats: ['iife'], name: GUARD_GLOBAL },
    },
  });
  const result = Array.isArray(output) ? output[0] : output;
  if (!result || !('output' in result)) throw new Error('prerender: the guard did not bundle');
  const chunk = result.output.find((file) => file.type === 'chunk');
  if (!chunk) throw new Error('prerender: the guard bundled to nothing');
  return chunk.code.trim();
}

/**
 * The CSS a lazy chunk brings (Vite loads it with the chunk): the 404 page's, inlined with its
 * markup so that the guard's 404 paints styled before that chunk has come.
 */
function chunkCss(bundle: Rolldown.OutputBundle, module: string): string {
  const chunk = Object.values(bundle).find((file): file is Rolldown.OutputChunk => file.type === 'chunk' && (file.facadeModuleId ?? '').endsWith(module));
  const names = [...(chunk?.viteMetadata?.importedCss ?? [])];
  if (!chunk || names.length === 0) throw new Error(`prerender: no CSS for ${module} in the build`);
  return names.map((name) => {
    const asset = bundle[name];
    if (asset?.type !== 'asset') throw new Error(`prerender: ${name} is not in the build`);
    return String(asset.source).trim();
  }).join('');
}

/** JSON safe inside a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Text safe inside an element. */
function htmlText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** index.html with the prerendered home and its guard. */
export function withPrerender(template: string, home: PrerenderedHome, guard: string, notFoundCss = ''): string {
  const root = '<div id="root"></div>';
  const html = /<html lang="[^"]*" dir="[^"]*">/;
  const title = /<title>[^<]*<\/title>/;
  if (!template.includes(root) || !html.test(template) || !title.test(template)) throw new Error('prerender: index.html lacks <html lang dir>, a <title> or an empty #root');
  // The entry script and its modulepreloads leave <head>: the guard starts them after the first
  // paint (src/app/prerender/guard.ts, startAfterFirstPaint).
  const entryScript = /\s*<script type="module" crossorigin src="(\/assets\/[^"]+)"><\/script>/;
  const preload = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+)">/g;
  const script = template.match(entryScript)?.[1];
  const data = script === undefined ? home.data : { ...home.data, entry: { script, preloads: [...template.matchAll(preload)].map((m) => m[1]) } };
  const page = script === undefined ? template : template.replace(entryScript, '').replace(preload, '');
  return page
    .replace(html, `<html lang="${home.lang}" dir="${home.dir}">`)
    .replace(title, () => `<title>${htmlText(home.title)}</title>`)
    .replace(root, () => `<div id="root">${home.html}</div>\n    <template id="${NOT_FOUND_TEMPLATE}">${notFoundCss && `<style>${notFoundCss}</style>`}${home.notFound}</template>\n    <template id="${PENDING_TEMPLATE}">${home.pending}</template>\n    <script type="application/json" id="${DATA_ID}">${scriptJson(data)}</script>\n    <script>${guard}${GUARD_GLOBAL}.applyPrerender(JSON.parse(document.getElementById('${DATA_ID}').textContent))</script>`);
}

export function prerenderShell(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-shell',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      // After Vite has written its scripts and styles into index.html.
      order: 'post',
      async handler(_options, bundle) {
        const page = bundle['index.html'];
        if (!page || page.type !== 'asset') return;
        const template = String(page.source);
        const demo = config.mode !== 'production';
        const guard = await bundleGuard(config.root, demo);
        const notFoundCss = chunkCss(bundle, 'src/shell/not-found/NotFoundBody.tsx');
        const server = await createServer({
          root: config.root,
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const { prerenderHome } = (await server.ssrLoadModule('/src/app/prerender/render.tsx')) as RenderModule;
          const { siteIndex } = (await server.ssrLoadModule('/src/site/sites.ts')) as SitesModule;
          const { localeRules } = (await server.ssrLoadModule('/src/site/siteRouting.ts')) as RoutingModule;
          const site = siteIndex.find((entry) => entry.id === PRERENDERED_SITE);
          if (!site) throw new Error(`prerender: no site ${PRERENDERED_SITE}`);
          for (const locale of localeRules(site).locales) {
            const home = await prerenderHome(PRERENDERED_SITE, locale, { allowSiteParam: demo });
            const html = withPrerender(template, home, guard, notFoundCss);
            if (home.path === '/') page.source = html;
            else this.emitFile({ type: 'asset', fileName: `${home.path.slice(1)}/index.html`, source: html });
          }
          // The agreement document in every locale (a reader of any language who follows the link).
          const { agreementDocuments } = (await server.ssrLoadModule('/src/app/prerender/agreement.tsx')) as AgreementModule;
          const footer: unknown = JSON.parse(readFileSync(join(config.root, 'config/footer.json'), 'utf8'));
          for (const file of await agreementDocuments(agreementSite(footer), LOCALES, Date.now())) {
            this.emitFile({ type: 'asset', fileName: file.path.slice(1), source: file.html });
          }
        } finally {
          await server.close();
        }
      },
    },
  };
}
