// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries (DESIGN.md "Layout") as the editor shows them while typing; the full layer
 * rules, with a name each, are .dependency-cruiser.cjs's (`npm run deps`, run by `npm test`):
 * - src/engine is pure: no React, no state libraries, nothing from the browser-side layers.
 * - shared building blocks (ui, lib, site, i18n, theme) never reach up into pages, the shell,
 *   overlays, services, widgets, routes or the app.
 */
const BROWSER_LAYERS = 'pages|shell|overlays|services|widgets|routes|ui|app|facts|api|mocks';

/**
 * The query hooks come from src/api/hooks.ts, bound to the app's one client: there is no
 * QueryClientProvider (it would put @tanstack/query-core on the home route's first load).
 */
const queryHooks = {
  name: '@tanstack/react-query',
  importNames: ['useQuery', 'useMutation', 'useQueryClient', 'useSuspenseQuery', 'QueryClientProvider'],
  message: 'Import the query hooks from src/api/hooks.ts (the app has no QueryClientProvider).',
};

const engineBoundary = {
  paths: ['react', 'react-dom', 'jotai', 'xstate'].map((name) => ({
    name,
    message: 'src/engine is pure (DESIGN.md): no UI or state libraries.',
  })),
  patterns: [
    {
      group: ['react/*', 'react-dom/*', 'jotai/*', '@xstate/*', 'xstate/*'],
      message: 'src/engine is pure (DESIGN.md): no UI or state libraries.',
    },
    {
      regex: `^(\\.\\./)+(${BROWSER_LAYERS})(/|$)`,
      message: 'src/engine may not import browser-side layers; pass what it needs as facts.',
    },
  ],
};

const sharedBoundary = {
  paths: [queryHooks],
  patterns: [
    {
      regex: '^(\\.\\./)+(pages|shell|overlays|services|widgets|routes|app)(/|$)',
      message:
        'ui and the shared modules are building blocks: they may not import pages, the shell, overlays, services, widgets, routes or app.',
    },
  ],
};

export default defineConfig([
  globalIgnores([
    'public/mockServiceWorker.js',
    'dist*/**',
    'node_modules/**',
    'coverage/**',
    'artifacts/**',
    'test-results/**',
    'playwright-report/**',
    'src/routeTree.gen.ts',
    'src/generated/**',
  ]),
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    // Node-side code: configs, scripts, the CLI, benchmarks, browser tests.
    files: [
      '*.{js,mjs,ts}',
      'scripts/**',
      'bench/**',
      'e2e/**',
      'src/cli/**',
      'src/bundle/node.ts',
      '**/*.test.{ts,tsx}',
      'src/test/**',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Later entries for narrower folders replace this rule, so each of them repeats queryHooks.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/hooks.ts', 'src/api/queries.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [queryHooks] }] },
  },
  {
    files: ['src/engine/**'],
    rules: { 'no-restricted-imports': ['error', engineBoundary] },
  },
  {
    // One URL policy (issue 37): a URL field of a server answer (`story.url`, `banner.img`,
    // `notice.ok_button_router`, `link.href`...) never reaches an href or src as it came; it goes
    // through safeLink/serverLink/safeRedirect (src/lib/url.ts) into a variable first.
    files: ['src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXAttribute[name.name=/^(href|src|action|formAction|poster|data)$/] > JSXExpressionContainer > MemberExpression[property.name=/^(url|img|image|link|router|ok_button_router|text_link|banner|redirect)$/i]",
          message: 'A URL field goes through the URL policy (safeLink, serverLink or safeRedirect in src/lib/url.ts) before it reaches an href or src.',
        },
        {
          // ...nor through a helper that is not the policy: `href={localize(story.url)}`.
          selector:
            "JSXAttribute[name.name=/^(href|src|action|formAction|poster|data)$/] > JSXExpressionContainer CallExpression[callee.name!=/^(safeLink|serverLink|safeRedirect)$/] > MemberExpression.arguments[property.name=/^(url|img|image|link|router|ok_button_router|text_link|banner|redirect)$/i]",
          message: 'A URL field goes through the URL policy (safeLink, serverLink or safeRedirect in src/lib/url.ts) before it reaches an href or src.',
        },
      ],
    },
  },
  {
    files: ['src/{ui,lib,site,i18n,theme}/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', sharedBoundary] },
  },
]);
