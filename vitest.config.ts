import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Unit and component tests share the app's Vite pipeline (Lingui macros, JSON imports, defines).
export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
      exclude: ['**/node_modules/**', 'dist*/**', 'e2e/**'],
      environment: 'node',
      // CSS is empty in tests, except the design tokens, which the chart reads as text
      // (src/widgets/chart/themeTokens.ts imports tokens.css?raw).
      css: { include: [/src\/ui\/styles\/tokens\.css/] },
      restoreMocks: true,
      // A component test's first test in a run pays for cold transforms (the mocked backend, the
      // API layer, a lazy overlay): up to 40 s on a busy 2-core machine (src/test/renderWithProviders.tsx).
      testTimeout: 60_000,
      // Vitest's default for a run is one worker fewer than the cores: a single worker on this
      // 2-core machine, with the main process (transforms) mostly idle. The suite is CPU-bound
      // (about 100 s of CPU either way); two workers cut its wall time (238 s -> 196 s measured
      // side by side at load 10-11; the policy CLI's population tests no longer queue behind
      // the rest).
      maxWorkers: '100%',
      // The test files share their worker's module graph instead of importing it anew each:
      // importing was a third of the run (63 s -> 50 s on this machine, the 124 files also pass in
      // shuffled order, `--sequence.shuffle.files`). So a test file must not count on module state
      // (an atom store, a cache) being fresh: it resets what it changes, in its own hooks. State
      // that leaked between files before (each made a test fail in some orders): MSW's own cookie
      // jar (a mocked login's session), the analytics log, a window.matchMedia stub; check a new
      // test with `vitest run src --sequence.shuffle.files --sequence.seed=<n> --maxWorkers=1`.
      isolate: false,
    },
  }),
);
