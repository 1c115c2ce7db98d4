#!/usr/bin/env node
/**
 * Runs the browser tests (Playwright, e2e/*.spec.ts) against the demo build. Builds nothing:
 * dist-demo/ must exist (`npm run build:demo`). Extra arguments go to `playwright test`,
 * e.g. `npm run test:e2e -- -g "site 177"`.
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

const result = spawnSync('node_modules/.bin/playwright', ['test', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
