#!/usr/bin/env node
/**
 * Runs the browser tests (Playwright, e2e/*.spec.ts) against the demo build. Builds nothing:
 * dist-demo/ must exist (`npm run build:demo`). Extra arguments go to `playwright test`,
 * e.g. `npm run test:e2e -- -g "site 177"`.
 *
 * Tests tagged `@shots` only write screenshots to artifacts/screenshots/ for a person to look at
 * (nothing compares them), so the default run leaves them out (`--grep-invert @shots`).
 * `npm run shots` (or any argument naming @shots, e.g. `--grep @shots`) runs them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('dist-demo/index.html')) {
  console.error('e2e: dist-demo/ is missing; run `npm run build:demo` first.');
  process.exit(1);
}
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `e2e: ${chromium} is missing; run \`bash scripts/ensure-chromium.sh\` (as root) first.`,
  );
  process.exit(1);
}

const args = process.argv.slice(2);
const wantsShots = args.some((arg) => arg.includes('@shots'));
if (!wantsShots) args.push('--grep-invert', '@shots');

const result = spawnSync('node_modules/.bin/playwright', ['test', ...args], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
