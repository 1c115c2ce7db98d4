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
      // The component tier renders the whole app in jsdom; its first test pays for cold transforms.
      testTimeout: 60_000,
    },
  }),
);
