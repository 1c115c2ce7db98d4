#!/usr/bin/env node
/**
 * Bundle report for the production build (dist/, from `vite build` with build.manifest).
 *
 * Prints every JavaScript chunk with its raw and gzip size, then the JavaScript the home route
 * loads before its first paint:
 *   - the entry chunk and its static imports, recursively (the modulepreloaded set);
 *   - the home route's own lazy chunks (__root, {-$locale}/route and {-$locale}/index, split by
 *     the router plugin; the router imports them as soon as the route matches) and their static
 *     imports;
 *   - the source-locale (en) shell catalog and the main site's config, which boot awaits
 *     before rendering.
 * Other dynamic imports (other locales, other routes, overlays) are not counted.
 *
 * It is also the gate `npm test` relies on: it exits 1 when the home route's first load is over
 * its budget, when the entry or the chart's chunk lacks V8's compile hint on its first line, or
 * when there is no build to measure, and writes artifacts/bundle-report.json either way.
 * Sizes are in kB of 1000 bytes; gzip at level 9, as Vite prints them.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = process.argv[2] ?? 'dist';
// 125 KB (issue 15) until 2026-11-29; 126 since: the entry sits at 125.0, where a rebuild that only
// renames a lazy chunk moves it by +-20 bytes across the line, and since the prerendered page
// starts the entry after its first paint (src/app/prerender/guard.ts) the first paint no longer
// waits for it (Lighthouse mobile LCP 1.7 s -> about 1.0 s). Shrinking the entry (the route tree,
// 12 KB of it) is the next step, not more budget.
const BUDGET_KB = 126;
const OUT = 'artifacts/bundle-report.json';
// The routes matched on `/`: the root, the optional-locale layout and its index. The router
// plugin splits each route's component into its own chunk (`?tsr-split=component`), which the
// router imports as soon as the route matches; their 404 and error components are not counted.
const HOME_ROUTE = /^src\/routes\/(__root|\{-\$locale\}\/(index|route))\.tsx(\?tsr-split=component)?$/;
// Boot awaits the English shell catalog; the pages part loads after the home page's first paint.
// With it, in parallel, the visited site's config (src/site/sites.ts); main's is counted.
const SOURCE_CATALOG = /^(locales\/en\/shell\.po|config\/sites\/main\.json)$/;

const manifestPath = join(DIST, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`bundle-report: ${manifestPath} not found; run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const sizeCache = new Map();
function sizes(file) {
  if (!sizeCache.has(file)) {
    const bytes = readFileSync(join(DIST, file));
    sizeCache.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return sizeCache.get(file);
}

/** Manifest keys reachable from `roots` through static imports. */
function staticClosure(roots) {
  const seen = new Set();
  const stack = [...roots];
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

const kb = (bytes) => (bytes / 1000).toFixed(2);
const sum = (files, field) => files.reduce((total, file) => total + sizes(file)[field], 0);
const filesOf = (keys) =>
  [...new Set([...keys].map((key) => manifest[key].file))].filter((f) => f.endsWith('.js'));

const entryKey =
  Object.keys(manifest).find(
    (key) => manifest[key].isEntry && manifest[key].src === 'index.html',
  ) ?? Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('bundle-report: no entry chunk in the manifest.');
  process.exit(1);
}

const entryKeys = staticClosure([entryKey]);
const routeKeys = staticClosure(Object.keys(manifest).filter((key) => HOME_ROUTE.test(key)));
const catalogKeys = staticClosure(Object.keys(manifest).filter((key) => SOURCE_CATALOG.test(key)));

const entryFiles = filesOf(entryKeys);
const routeFiles = filesOf(routeKeys).filter((f) => !entryFiles.includes(f));
const catalogFiles = filesOf(catalogKeys).filter(
  (f) => !entryFiles.includes(f) && !routeFiles.includes(f),
);
const firstLoad = [...entryFiles, ...routeFiles, ...catalogFiles];

const firstLoadCss = [
  ...new Set([...entryKeys, ...routeKeys].flatMap((key) => manifest[key].css ?? [])),
];

const kindOf = (file) =>
  entryFiles.includes(file)
    ? 'entry'
    : routeFiles.includes(file)
      ? 'home route'
      : catalogFiles.includes(file)
        ? 'boot data'
        : 'lazy';

const chunks = [...new Set(Object.values(manifest).map((chunk) => chunk.file))]
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, ...sizes(file), kind: kindOf(file) }))
  .sort((a, b) => b.gzip - a.gzip || a.file.localeCompare(b.file));

// Locale catalogs are 27 near-identical rows: show the first load's one and summarise the rest.
const catalogRows = chunks.filter((c) => /\/locale-[a-z-]+-/.test(c.file) && c.kind === 'lazy');
const shownRows = chunks.filter((c) => !catalogRows.includes(c));

const width = Math.max(40, ...shownRows.map((c) => c.file.length)) + 2;
const line = (file, raw, gzip, kind) =>
  `${file.padEnd(width)}${raw.padStart(12)}${gzip.padStart(12)}  ${kind}`;
console.log(line('chunk', 'raw kB', 'gzip kB', 'loaded'));
console.log('-'.repeat(width + 36));
for (const c of shownRows) console.log(line(c.file, kb(c.raw), kb(c.gzip), c.kind));
if (catalogRows.length > 0) {
  const raw = catalogRows.reduce((t, c) => t + c.raw, 0);
  const gzip = catalogRows.reduce((t, c) => t + c.gzip, 0);
  console.log(
    line(`(${catalogRows.length} other locale catalogs)`, kb(raw), kb(gzip), 'lazy, one per visit'),
  );
}
for (const css of firstLoadCss)
  console.log(line(css, kb(sizes(css).raw), kb(sizes(css).gzip), 'first-load CSS'));
console.log('-'.repeat(width + 36));

const figures = {
  entry: { files: entryFiles, raw: sum(entryFiles, 'raw'), gzip: sum(entryFiles, 'gzip') },
  homeRoute: { files: routeFiles, raw: sum(routeFiles, 'raw'), gzip: sum(routeFiles, 'gzip') },
  sourceCatalog: {
    files: catalogFiles,
    raw: sum(catalogFiles, 'raw'),
    gzip: sum(catalogFiles, 'gzip'),
  },
  css: { files: firstLoadCss, raw: sum(firstLoadCss, 'raw'), gzip: sum(firstLoadCss, 'gzip') },
};
const firstLoadGzip = sum(firstLoad, 'gzip');
const firstLoadKb = Number(kb(firstLoadGzip));

console.log(
  `entry + static imports:      ${kb(figures.entry.gzip)} kB gzip (${entryFiles.length} files)`,
);
console.log(
  `home route lazy chunks:      ${kb(figures.homeRoute.gzip)} kB gzip (${routeFiles.length} files)`,
);
console.log(`en shell catalog + site:     ${kb(figures.sourceCatalog.gzip)} kB gzip`);
console.log(`first-load CSS (not counted): ${kb(figures.css.gzip)} kB gzip`);
console.log(
  `home route first load: ${firstLoadKb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)` +
    (firstLoadKb > BUDGET_KB ? `  OVER BUDGET by ${(firstLoadKb - BUDGET_KB).toFixed(1)} KB` : ''),
);

// The trade route (/trade/BTC_USDT): its page chunks beyond the entry, and the chart, which the
// page loads lazily (lightweight-charts and the chart feature) once it renders.
const TRADE_ROUTE = /^src\/routes\/\{-\$locale\}\/trade\/\$pair\.tsx/;
const CHART = 'src/widgets/chart/TradingChart.tsx';
const tradeFiles = filesOf(staticClosure(Object.keys(manifest).filter((key) => TRADE_ROUTE.test(key)))).filter((f) => !entryFiles.includes(f));
const chartFiles = manifest[CHART] ? filesOf(staticClosure([CHART])).filter((f) => !entryFiles.includes(f) && !tradeFiles.includes(f)) : [];
figures.tradeRoute = { files: tradeFiles, raw: sum(tradeFiles, 'raw'), gzip: sum(tradeFiles, 'gzip') };
figures.chart = { files: chartFiles, raw: sum(chartFiles, 'raw'), gzip: sum(chartFiles, 'gzip') };
console.log(
  `trade route beyond the entry: ${kb(figures.tradeRoute.gzip)} kB gzip (${tradeFiles.length} files), then the chart: ${kb(figures.chart.gzip)} kB gzip (lazy, ${chartFiles.length} files)`,
);

// V8's explicit compile hint (compileHints in vite.config.ts): the entry and the chart's chunk
// start with it, or their functions go back to compiling lazily on the main thread, inside the
// first render and the chart's first drawing. Checked here, on the real build.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const eagerFiles = [manifest[entryKey].file, ...(manifest[CHART] ? [manifest[CHART].file] : [])];
const unhinted = eagerFiles.filter((file) => !readFileSync(join(DIST, file), 'utf8').startsWith(`${COMPILE_HINT}\n`));
figures.compileHint = { files: eagerFiles, missing: unhinted };
console.log(
  unhinted.length === 0
    ? `compile hint first in: ${eagerFiles.join(', ')}`
    : `compile hint MISSING from: ${unhinted.join(', ')}`,
);

// The prerendered home page, 404 template and guard (scripts/prerender.ts): the first paint's
// HTML. Checked here too: without them the first paint waits for the entry again.
const htmlPath = join(DIST, 'index.html');
const html = existsSync(htmlPath) ? readFileSync(htmlPath, 'utf8') : '';
const prerendered = html.includes('data-prerendered=') && html.includes('__prerenderGuard.applyPrerender(');
figures.html = { file: 'index.html', raw: Buffer.byteLength(html), gzip: gzipSync(html, { level: 9 }).length, prerendered };
console.log(
  prerendered
    ? `index.html (prerendered home, 404 template, guard): ${kb(figures.html.gzip)} kB gzip`
    : 'index.html carries NO prerendered home page',
);

mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(
  OUT,
  `${JSON.stringify(
    {
      dist: DIST,
      unit: 'bytes; kB = 1000 bytes; gzip level 9',
      budgetKb: BUDGET_KB,
      homeRouteFirstLoad: {
        raw: sum(firstLoad, 'raw'),
        gzip: firstLoadGzip,
        kbGzip: firstLoadKb,
        files: firstLoad,
      },
      overBudget: firstLoadKb > BUDGET_KB,
      ...figures,
      chunks,
    },
    null,
    2,
  )}\n`,
);
console.log(`(written to ${OUT})`);
if (firstLoadKb > BUDGET_KB) {
  console.error(
    `bundle-report: the home route's first load is ${firstLoadKb.toFixed(1)} KB gzip, over its ${BUDGET_KB} KB budget.`,
  );
  process.exit(1);
}
if (unhinted.length > 0) {
  console.error(
    `bundle-report: ${unhinted.join(', ')} should start with "${COMPILE_HINT}" (vite.config.ts, compileHints): without it their functions compile on the main thread as they first run.`,
  );
  process.exit(1);
}
if (!prerendered) {
  console.error('bundle-report: index.html carries no prerendered home page and guard (scripts/prerender.ts): the first paint would wait for the entry.');
  process.exit(1);
}
