/**
 * The layers of src/ (DESIGN.md "Layout", docs/layers.md), enforced in `npm test`, top to bottom:
 *
 *   app            composition root: boot, router, providers, the root layout, demo wiring
 *   routes         thin TanStack file routes that compose pages
 *   pages          product areas (trade, markets, account...): imported only by routes; a page never imports another page
 *   shell          header, footer, side nav, not-found (and the entity gates), error, offline, chat
 *   overlays       the overlay machinery (machines, host, request slots) and one folder per overlay:
 *                  policy/<overlayId>/ (the engine's screen decides) and user/<overlayId>/ (opened by the visitor)
 *   services       background effects the shell mounts (fingerprint, referral cookies, third parties, native app)
 *   widgets        blocks several pages share (chart, market data, auth forms, coin icons, mini-app host)
 *   ui             design-system primitives
 *   site i18n theme analytics   the current site and its URL rules, locales and catalogs, theme, analytics events
 *   facts          the facts the engine reads (jotai atoms), and the one storage writer
 *   api bundle     HTTP client and endpoints; the policy bundle loaders
 *   engine         pure rules engine
 *   generated      types and validators generated from schemas/
 *   lib            the bottom: small helpers every layer may import (URL policy, locale paths, amounts)
 *
 * Imports go down this list, never up. A folder of shell, overlays, services or widgets is a unit
 * that others use through its index.ts. Every rule has a name; a violation prints it with the
 * offending import (`npm run deps`).
 */
const UNIT = '^src/(shell|services|widgets|overlays/policy|overlays/user)/([^/]+)/';
const NODE_ONLY = '^src/(cli/|bundle/node\\.ts$)|\\.test\\.tsx?$';
const TESTS = '\\.test\\.tsx?$|^src/test/';

/** A rule that `from` never imports any of `layers` (folders of src/). */
function below(name, comment, from, layers, extra = {}) {
  return {
    name,
    comment,
    severity: 'error',
    from: { path: `^src/(${from})/`, pathNot: TESTS },
    to: { path: `^src/(${layers})/`, ...extra },
  };
}

/** @type {import('dependency-cruiser').IConfiguration} */
// eslint-disable-next-line no-undef -- a CommonJS config file (dependency-cruiser reads .cjs)
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycle among value imports (type-only imports are erased and may cycle).',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'app-is-the-top',
      comment: "Only src/app, src/routes and src/main.tsx import the composition root (src/app).",
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(app/|routes/|main\\.tsx$)' },
      to: { path: '^src/app/' },
    },
    {
      name: 'route-tree-is-the-apps',
      comment: "Only the app and the routes import the generated route tree; others use the router's registered types (RegisteredRouter).",
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(app/|routes/|main\\.tsx$)' },
      to: { path: '^src/routeTree\\.gen\\.ts$' },
    },
    {
      name: 'pages-only-from-routes',
      comment: 'A page (src/pages/<area>) is imported only by the routes (and the app, which prerenders the home page); what two pages share is a widget.',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/(routes|app|pages)/', TESTS] },
      to: { path: '^src/pages/' },
    },
    {
      name: 'no-page-imports-another-page',
      comment: 'A page never imports another page: move what both need to src/widgets.',
      severity: 'error',
      from: { path: '^src/pages/([^/]+)/', pathNot: TESTS },
      to: { path: '^src/pages/', pathNot: '^src/pages/$1/' },
    },
    below('shell-below-pages', 'The shell (header, footer, side nav, 404, error) imports no page, route or app.', 'shell', 'pages|routes|app'),
    below('overlays-below-shell', 'Overlays and their machinery import no page, shell, route or app.', 'overlays', 'pages|shell|routes|app'),
    below('services-below-overlays', 'Background services import no page, shell, overlay, route or app.', 'services', 'pages|shell|overlays|routes|app'),
    below('widgets-below-services', 'Widgets (blocks pages share) import nothing above ui: no page, shell, overlay, service, route or app.', 'widgets', 'pages|shell|overlays|services|routes|app'),
    {
      name: 'unit-through-its-index',
      comment: "A folder of shell, services, widgets or overlays is used from outside through its index.ts (the routes and the app may import a module directly, which keeps each route's chunk exact; src/features/chart/indicators/index.ts is the contract path's re-export).",
      severity: 'error',
      from: { path: '^src/', pathNot: [UNIT, '^src/(routes|app)/', '^src/main\\.tsx$', '^src/features/chart/indicators/index\\.ts$', TESTS] },
      to: { path: UNIT, pathNot: `${UNIT}index\\.tsx?$` },
    },
    {
      name: 'unit-through-its-index',
      comment: 'One unit (a folder of shell, services, widgets or overlays) uses another through its index.ts.',
      severity: 'error',
      from: { path: UNIT, pathNot: TESTS },
      to: { path: UNIT, pathNot: [`${UNIT}index\\.tsx?$`, '^src/$1/$2/'] },
    },
    below('ui-is-below-state', 'src/ui is design-system primitives: no facts, overlays, api, bundle, mocks or anything above.', 'ui', 'facts|overlays|api|mocks|bundle|widgets|services|shell|pages|routes|app', { dependencyTypesNot: ['type-only'] }),
    below('shared-is-below-ui', 'The shared modules (site, i18n, theme, analytics) import no ui, overlays, mocks or anything above.', 'site|i18n|theme|analytics', 'ui|overlays|mocks|widgets|services|shell|pages|routes|app'),
    below('i18n-below-site', 'Locales, catalogs, theme and analytics know no site: src/site reads them, not the other way.', 'i18n|theme|analytics', 'site'),
    below('facts-below-shared', 'src/facts gathers facts for the engine from storage, the clock and the api: it imports no shared module, ui or overlay (lib is below it).', 'facts', 'site|i18n|theme|analytics|ui|overlays|widgets|services|shell|pages|routes|app'),
    below('api-stays-low', 'src/api imports nothing above it: only generated code and lib.', 'api', 'pages|shell|overlays|services|widgets|routes|facts|ui|site|i18n|theme|analytics|mocks|cli|app|bundle'),
    {
      name: 'engine-is-pure',
      comment: 'src/engine imports only itself and generated types: no other layer of the app (its tests load the bundle from disk).',
      severity: 'error',
      from: { path: '^src/engine/', pathNot: TESTS },
      to: { path: '^src/', pathNot: '^src/(engine|generated)/' },
    },
    {
      name: 'lib-is-the-bottom',
      comment: 'src/lib is the bottom layer every other may import: it imports nothing of src/ but itself.',
      severity: 'error',
      from: { path: '^src/lib/', pathNot: TESTS },
      to: { path: '^src/', pathNot: '^src/lib/' },
    },
    {
      name: 'engine-has-no-ui-state-router-or-node',
      comment: 'src/engine runs in the browser, the CLI and tests alike: no UI, state or router library, no Node built-in.',
      severity: 'error',
      from: { path: '^src/engine/', pathNot: '\\.test\\.tsx?$' },
      to: {
        dependencyTypes: ['npm', 'npm-dev', 'npm-peer', 'npm-optional', 'core'],
        path: '^(node_modules/(react|react-dom|jotai|xstate|@xstate|@tanstack|@lingui|msw)/|(node:)?(fs|path|url|child_process|os|process)$)',
      },
    },
    {
      name: 'node-built-ins-only-in-node-code',
      comment: 'Browser code never imports a Node built-in; Node-only code sits in src/cli and src/bundle/node.ts.',
      severity: 'error',
      from: { path: '^src/', pathNot: NODE_ONLY },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'no-mocks-in-product-code',
      comment: 'Product code never imports src/mocks; only the demo wiring (src/app/demo, src/main.tsx behind VITE_DEMO) and tests do.',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/mocks/', '^src/app/demo/', '^src/main\\.tsx$', '\\.test\\.tsx?$', '^src/test/'] },
      to: { path: '^src/mocks/' },
    },
    {
      name: 'no-unresolvable',
      comment: 'Every import resolves (a typo in a path is an error here, not at run time).',
      severity: 'error',
      from: { path: '^src/' },
      to: { couldNotResolve: true, pathNot: '^virtual:' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/generated/validators(\\.js$|/)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.app.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json', '.d.ts'],
    },
    reporterOptions: {
      archi: {
        collapsePattern: '^src/(pages|shell|services|widgets|overlays)/[^/]+|^src/[^/]+',
      },
    },
  },
};
