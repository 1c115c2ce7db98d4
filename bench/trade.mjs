// The trading page under a live market (issue 35, section 3), in Debian's Chromium:
// /trade/BTC_USDT of the demo build at 390 and 1440 px, CPU throttled 4x (CDP), the mocked stream
// pushing 20 order-book updates and 10 trades a second (`?stream=fast`, src/mocks/state.ts) for
// 30 s while a script types into the Amount field (a keystroke every 250 ms). Prints the main
// thread's busy share and longest task (from a trace of the renderer's main thread: every task,
// not only the long ones), and keystroke-to-paint latency, median and p95 (keydown to the frame
// after it: rAF then a task; Event Timing's input-to-next-paint for those over 16 ms agrees).
// Goals: busy share < 25 %, p95 < 100 ms, no task over 50 ms. A benchmark, not a test: it prints.
//
//   node bench/trade.mjs [--build] [--seconds 30] [--widths 390,1440] [--dir dist-demo]
//
// `--dir` serves another demo build (a copy of the one before a change, to run both back to back).
//
// Run it on a quiet machine; it prints the load average it ran under.
import { chromium } from '@playwright/test';
import { typeIntoFocused } from './typing.mjs';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : process.argv[at + 1];
};
const seconds = Number(arg('--seconds', '30'));
const widths = arg('--widths', '390,1440').split(',').map(Number);
const port = Number(process.env.BENCH_PORT ?? 4399);
const dir = arg('--dir', 'dist-demo');
// Attribution: `--hide '.trade-screen__chart'` takes a panel off the page (display: none) for the
// run, to see what its rendering costs (a comma-separated list of selectors).
const hide = arg('--hide', '');
// `--stream normal` (or fault/offline rates of src/mocks/state.ts) instead of the bench's `fast`.
const stream = arg('--stream', 'fast');

if (dir === 'dist-demo' && (!existsSync(join(root, 'dist-demo/index.html')) || process.argv.includes('--build'))) {
  console.log('building the demo (vite build --mode demo)…');
  execFileSync(join(root, 'node_modules/.bin/vite'), ['build', '--mode', 'demo', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
}
const server = spawn(process.execPath, [join(root, 'scripts/serve.mjs'), dir], { cwd: root, env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((resolve) => server.stdout.once('data', resolve));

const quantile = (values, q) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

/** Busy share and longest task of the renderer's main thread, from a 'toplevel' trace. */
function mainThreadTasks(trace, from, to) {
  const events = JSON.parse(trace.toString()).traceEvents;
  // The page's renderer main thread: the CrRendererMain with the most tasks (other renderers idle).
  const taskName = events.some((e) => e.name === 'ThreadControllerImpl::RunTask') ? 'ThreadControllerImpl::RunTask' : 'RunTask';
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasksOf = (m) => events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.ph === 'X' && e.name === taskName && e.ts >= from && e.ts <= to);
  const tasks = mains.map(tasksOf).sort((a, b) => b.length - a.length)[0] ?? [];
  const busy = tasks.reduce((sum, e) => sum + (e.dur ?? 0), 0);
  const longest = tasks.reduce((max, e) => Math.max(max, e.dur ?? 0), 0);
  return { share: busy / (to - from), longestMs: longest / 1000, count: tasks.length, over50: tasks.filter((e) => (e.dur ?? 0) > 50_000).length };
}

const load = loadavg().map((v) => v.toFixed(2)).join(' ');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const results = [];
try {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 }, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto(`http://localhost:${port}/trade/BTC_USDT?stream=${stream}`);
    await page.getByTestId('order-book').and(page.locator('[data-live=true]')).waitFor({ state: 'attached', timeout: 60_000 });
    await page.getByTestId('trading-chart').and(page.locator('[data-state=ready]')).waitFor({ state: 'attached', timeout: 60_000 });
    if (hide) await page.addStyleTag({ content: `${hide} { display: none !important; }` });
    const amount = page.getByRole('textbox', { name: 'Amount' });
    await amount.scrollIntoViewIfNeeded();
    await amount.focus();
    await page.evaluate(() => {
      const w = /** @type {any} */ (window);
      w.__latency = [];
      w.__eventTiming = [];
      w.__bookRenders = 0;
      addEventListener(
        'keydown',
        (event) => {
          const start = event.timeStamp;
          requestAnimationFrame(() => setTimeout(() => w.__latency.push(performance.now() - start)));
        },
        { capture: true },
      );
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.name === 'keydown' || entry.name === 'keypress' || entry.name === 'input') w.__eventTiming.push(entry.duration);
      }).observe({ type: 'event', durationThreshold: 16 });
      // How often the book's DOM changes (a proxy for its renders at the stream's pace).
      const book = document.querySelector('[data-testid=order-book]');
      if (book) new MutationObserver(() => w.__bookRenders++).observe(book, { subtree: true, characterData: true, childList: true, attributes: true, attributeFilter: ['style'] });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, { categories: ['toplevel'] });
    await typeIntoFocused(page, seconds);
    const trace = await browser.stopTracing();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const { latency, eventTiming, bookRenders } = await page.evaluate(() => ({ latency: window.__latency, eventTiming: window.__eventTiming, bookRenders: window.__bookRenders }));
    const events = JSON.parse(trace.toString()).traceEvents.filter((e) => e.ph === 'X' && e.ts > 0);
    const from = Math.min(...events.map((e) => e.ts));
    const to = Math.max(...events.map((e) => e.ts + (e.dur ?? 0)));
    const tasks = mainThreadTasks(trace, from, to);
    results.push({ width, tasks, latency, eventTiming, bookRenders, seconds: (to - from) / 1e6 });
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
}

console.log(`\ntrade page under a live market: /trade/BTC_USDT?stream=fast (20 books + 10 trades a second), CPU 4x throttled, typing into Amount every 250 ms (load average at start: ${load})${hide ? `, hidden: ${hide}` : ''}`);
for (const r of results) {
  const ok = (value, goal) => (value < goal ? 'ok' : 'OVER');
  console.log(`  ${String(r.width).padStart(4)} px  ${r.seconds.toFixed(1)} s traced, ${r.tasks.count} main-thread tasks`);
  console.log(`          busy share           ${(r.tasks.share * 100).toFixed(1)} %   (goal < 25 %: ${ok(r.tasks.share, 0.25)})`);
  console.log(`          longest task         ${r.tasks.longestMs.toFixed(1)} ms (goal <= 50 ms: ${ok(r.tasks.longestMs, 50.001)}; ${r.tasks.over50} over 50 ms)`);
  console.log(`          keystroke to paint   median ${quantile(r.latency, 0.5).toFixed(1)} ms, p95 ${quantile(r.latency, 0.95).toFixed(1)} ms over ${r.latency.length} keys (goal p95 < 100 ms: ${ok(quantile(r.latency, 0.95), 100)})`);
  console.log(`          Event Timing >= 16 ms ${r.eventTiming.length} entries${r.eventTiming.length ? `, max ${Math.max(...r.eventTiming).toFixed(0)} ms` : ''}`);
  console.log(`          book DOM mutations   ${(r.bookRenders / r.seconds).toFixed(1)} per second`);
}
