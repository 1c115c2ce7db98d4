import { defineConfig } from 'vite';

/** Builds the chart bench page (bench/chart) as production code, for bench/chart.mjs. */
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  logLevel: 'warn',
  build: { outDir: '../../node_modules/.cache/bench/chart', emptyOutDir: true },
});
