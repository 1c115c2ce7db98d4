/**
 * The layers of src/ (DESIGN.md "Layout", docs/layers.md), enforced in `npm test`:
 *
 *   app            composition root: boot, router, providers, shell, demo wiring
 *   routes         thin TanStack file routes that compose features
 *   features       one folder per product area or overlay (through its index.ts for each other)
 *   machines overlays   overlay lifecycles and the overlay request slot
 *   ui             design-system primitives
 *   site session   the current site (config, routing, paths in the locale), the login guard
 *   i18n theme lib analytics  locales and catalogs, theme, small helpers (URL policy, sanitiser, amounts,
 *                  search params), the analytics events
 *   facts          the facts the engine reads (jotai atoms), and the one storage writer
 *   api bundle     HTTP client and endpoints; the policy bundle loaders
 *   engine         pure rules engine
 *   generated      types and validators generated from schemas/
 *
 * Imports go down this list, never up and never sideways. Every rule has a name; a violation
 * prints it with the offending import (`npm run deps`).
 */
const LOWER_THAN_FEATURES = '^src/(machines|facts|overlays|ui|site|i18n|theme|session|lib|analytics|api|bundle|engine|generated)/';
const SHARED = '^src/(site|i18n|theme|session|lib|analytics)/';
const NODE_ONLY = '^src/(cli/|bundle/node\\.ts$)|\\.test\\.tsx?$';

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
      comment: 'Only src/app, src/routes and src/main.tsx import the composition root (src/app); and the component tests\' harness (src/test), which renders the whole app.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(app/|routes/|test/|main\\.tsx$)' },
      to: { path: '^src/app/' },
    },
    {
      name: 'route-tree-is-the-apps',
      comment:
        'Only the app and the routes import the generated route tree; others use the router\'s registered types (RegisteredRouter).',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(app/|routes/|test/|main\\.tsx$)' },
      to: { path: '^src/routeTree\\.gen\\.ts$' },
    },
    {
      name: 'features-are-not-imported-below',
      comment: 'Shared layers (machines, facts, overlays, ui, site, i18n, theme, session, lib, api, bundle, engine) never import a feature or a route.',
      severity: 'error',
      from: { path: LOWER_THAN_FEATURES },
      to: { path: '^src/(features|routes)/' },
    },
    {
      name: 'feature-through-its-index',
      comment: "A feature imports another feature only through that feature's index.ts.",
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/[^/]+/', pathNot: ['^src/features/$1/', '^src/features/[^/]+/index\\.tsx?$'] },
    },
    {
      name: 'ui-is-below-state',
      comment: 'src/ui is design-system primitives: no facts, machines, overlays, api or mocks.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^src/(facts|machines|overlays|api|mocks|bundle)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'shared-is-below-ui',
      comment: 'The shared modules (site, i18n, theme, session, lib) import no ui, machines or overlays.',
      severity: 'error',
      from: { path: SHARED },
      to: { path: '^src/(ui|machines|overlays|mocks)/' },
    },
    {
      name: 'i18n-below-site',
      comment: 'Locales, catalogs, theme and helpers know no site: src/site reads them, not the other way.',
      severity: 'error',
      from: { path: '^src/(i18n|theme|lib|analytics)/' },
      to: { path: '^src/(site|session)/' },
    },
    {
      name: 'facts-below-shared',
      comment: 'src/facts gathers facts for the engine from storage, the clock and the api: it imports no shared module, ui or machine.',
      severity: 'error',
      from: { path: '^src/facts/' },
      to: { path: '^src/(site|i18n|theme|session|lib|analytics|ui|machines|overlays)/' },
    },
    {
      name: 'api-stays-low',
      comment: 'src/api imports nothing above it: no features, machines, facts, ui, shared modules, mocks, cli or app.',
      severity: 'error',
      from: { path: '^src/api/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src/(features|routes|machines|facts|overlays|ui|site|i18n|theme|session|lib|analytics|mocks|cli|app|bundle)/' },
    },
    {
      name: 'engine-is-pure',
      comment: 'src/engine imports only itself and generated types: no other layer of the app (its tests load the bundle from disk).',
      severity: 'error',
      from: { path: '^src/engine/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src/', pathNot: '^src/(engine|generated)/' },
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
        collapsePattern: '^src/(features/[^/]+|[^/]+)',
      },
    },
  },
};
