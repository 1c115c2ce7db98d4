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
import { spawn } from 'node:child_process';
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

// Not spawnSync: a blocked parent cannot pass a signal on. Stopping this script (Ctrl+C, a kill,
// the terminal closing) stops Playwright the way Ctrl+C does, which stops its web server; and
// should Playwright die without that, the server sees its stdin close and stops anyway
// (playwright.config.ts, serve.mjs --exit-with-stdin).
const child = spawn('node_modules/.bin/playwright', ['test', ...args], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
  });
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
