import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Unit and component tests share the app's Vite pipeline (Lingui macros, JSON imports, defines).
export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
      exclude: ['**/node_modules/**', 'dist*/**', 'e2e/**'],
      environment: 'node',
      restoreMocks: true,
      // A component test's first test in a run pays for cold transforms (the mocked backend, the
      // API layer, a lazy overlay): up to 40 s on a busy 2-core machine (src/test/renderWithProviders.tsx).
      testTimeout: 60_000,
    },
  }),
);
