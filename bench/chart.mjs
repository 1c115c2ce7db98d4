// The chart in Chromium (npm run bench): builds bench/chart, opens it in Debian's Chromium and
// prints time to the first drawn frame with 100 000 bars and three indicators, the JS heap after
// it, and the cost of a streamed tick. Three runs; medians.
import { chromium } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'node_modules/.cache/bench/chart');
execFileSync(join(root, 'node_modules/.bin/vite'), ['build', '--config', join(root, 'bench/chart/vite.config.ts')], { cwd: root, stdio: 'inherit' });

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--enable-precise-memory-info'] });
async function measure(bars) {
const runs = [];
for (let i = 0; i < 3; i++) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.route('http://bench.local/**', (route) => {
    const path = new URL(route.request().url()).pathname.replace(/^\/$/, '/index.html');
    route.fulfill({ body: readFileSync(join(out, path)), contentType: types[extname(path)] ?? 'application/octet-stream' });
  });
  await page.goto(`http://bench.local/?bars=${bars}`);
  await page.waitForFunction(() => window.__bench !== undefined, null, { timeout: 120_000 });
  const result = await page.evaluate(() => window.__bench);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  runs.push({ ...result, heapMb: usedSize / 1e6 });
  await page.close();
}
const med = (key) => runs.map((r) => r[key]).sort((a, b) => a - b)[1];
console.log(`\nchart in Chromium: ${runs[0].bars.toLocaleString('en')} bars, KDJ + GATE_MACD + TD Sequential (median of 3 runs)`);
console.log(`  setHistory (candles, volume, indicators)  ${med('setDataMs').toFixed(0)} ms`);
console.log(`  to the first drawn frame                 ${med('firstFrameMs').toFixed(0)} ms`);
console.log(`  JS heap after it (after GC)              ${med('heapMb').toFixed(1)} MB`);
console.log(`  streamed tick (update, all series)       ${(med('tickMs') * 1000).toFixed(0)} µs`);
console.log(`  new bar (push, all series)               ${(med('newBarMs') * 1000).toFixed(0)} µs`);
}
await measure(100_000);
// What a trader has after paging back a while: the per-tick cost of lightweight-charts' update()
// grows with the bars a series holds (about 3 ms per series at 100 000 bars).
await measure(2_000);
await browser.close();
