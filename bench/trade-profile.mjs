// Where the trading page's main-thread time goes under a live market (issue 35, section 3): the
// same page and load as bench/trade.mjs (/trade/BTC_USDT?stream=fast, 20 books and 10 trades a
// second, CPU 4x, a key into Amount every 250 ms), but instead of timing it, it counts what does
// not depend on how loaded the machine is:
//   - React renders per second per component (a stand-in for React DevTools' hook: React calls
//     `__REACT_DEVTOOLS_GLOBAL_HOOK__.onCommitFiberRoot` on every commit, even in production),
//   - DOM mutations per second per panel of the screen (MutationObserver),
//   - main-thread time split by kind (script, style, layout, paint...) from a devtools.timeline
//     trace, as shares of the traced time, and script self time by function (CDP Profiler).
// Component and function names need an unminified build:
//
//   npx vite build --mode demo --logLevel warn --minify false --outDir dist-prof
//   node bench/trade-profile.mjs [--dir dist-prof] [--width 1440] [--seconds 15] [--json out.json]
//     [--rate 4] [--bare] [--trace trace.json] [--profile out.cpuprofile]   (the raw trace and CPU profile, for a closer look)
import { chromium } from '@playwright/test';
import { typeIntoFocused } from './typing.mjs';
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : process.argv[at + 1];
};
const dir = arg('--dir', 'dist-prof');
const width = Number(arg('--width', '1440'));
const seconds = Number(arg('--seconds', '15'));
const jsonOut = arg('--json', '');
const traceOut = arg('--trace', '');
const profileOut = arg('--profile', '');
const rate = Number(arg('--rate', '4'));
// Without the counters (React's hook, the MutationObserver): their own cost stays out of the times.
const bare = process.argv.includes('--bare');
const port = Number(process.env.BENCH_PORT ?? 4398);

const server = spawn(process.execPath, [join(root, 'scripts/serve.mjs'), dir], { cwd: root, env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((resolve) => server.stdout.once('data', resolve));

/** Installed before the app: counts each component's renders and the commits. */
function installCounters() {
  const w = /** @type {any} */ (window);
  w.__renders = {};
  w.__commits = 0;
  w.__counting = false;
  const nameOf = (fiber) => {
    const type = fiber.type;
    if (typeof type === 'function') return type.displayName || type.name || 'anonymous';
    if (type && typeof type === 'object') {
      const inner = type.type ?? type.render;
      if (typeof inner === 'function') return inner.displayName || inner.name || 'anonymous';
    }
    return null;
  };
  // Function (0), forwardRef (11), simple memo (15), class (1) components (a memo with its own
  // comparison, 14, renders its function in a child fiber of tag 0: counted there).
  const COMPONENT = new Set([0, 1, 11, 15]);
  const walk = (fiber) => {
    const stack = [fiber];
    while (stack.length) {
      const f = stack.pop();
      if (!f) continue;
      // A subtree that bailed out whole keeps its children objects: nothing under it rendered.
      const untouched = f.alternate !== null && f.child === f.alternate.child;
      if (COMPONENT.has(f.tag) && (f.flags & 1) === 1 && f.alternate !== null) {
        const name = nameOf(f);
        if (name) w.__renders[name] = (w.__renders[name] ?? 0) + 1;
      }
      if (f.sibling) stack.push(f.sibling);
      if (!untouched && f.child) stack.push(f.child);
    }
  };
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      this.renderers.set(1, renderer);
      return 1;
    },
    onScheduleFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      if (!w.__counting) return;
      w.__commits++;
      walk(root.current.child);
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
let summary;
try {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 }, serviceWorkers: 'allow' });
  if (!bare) await context.addInitScript(installCounters);
  const page = await context.newPage();
  await page.goto(`http://localhost:${port}/trade/BTC_USDT?stream=fast`);
  await page.getByTestId('order-book').and(page.locator('[data-live=true]')).waitFor({ state: 'attached', timeout: 60_000 });
  await page.getByTestId('trading-chart').and(page.locator('[data-state=ready]')).waitFor({ state: 'attached', timeout: 60_000 });
  const amount = page.getByRole('textbox', { name: 'Amount' });
  await amount.scrollIntoViewIfNeeded();
  await amount.focus();
  await page.waitForTimeout(1000);
  await page.evaluate((bare) => {
    const w = /** @type {any} */ (window);
    w.__mutations = {};
    w.__renders = {};
    w.__commits = 0;
    if (bare) return;
    const panelOf = (node) => {
      const element = node.nodeType === 1 ? node : node.parentElement;
      const panel = element?.closest('.trade-screen__panel, .trade-screen > *, [data-testid]');
      if (!panel) return element?.closest('body > *')?.tagName.toLowerCase() ?? 'detached';
      const testid = panel.closest('.trade-screen__panel')?.className.split(' ').find((c) => c.startsWith('trade-screen__') && c !== 'trade-screen__panel');
      return testid ?? panel.getAttribute('data-testid') ?? panel.className.split(' ')[0] ?? panel.tagName.toLowerCase();
    };
    new MutationObserver((records) => {
      for (const record of records) {
        const key = `${panelOf(record.target)} ${record.type}${record.type === 'attributes' ? ` ${record.attributeName}` : ''}`;
        w.__mutations[key] = (w.__mutations[key] ?? 0) + 1;
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    w.__renders = {};
    w.__commits = 0;
    w.__counting = true;
  }, bare);

  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink'] });
  await cdp.send('Profiler.start');
  const t0 = Date.now();
  await typeIntoFocused(page, seconds);
  const { profile } = await cdp.send('Profiler.stop');
  const rawTrace = await browser.stopTracing();
  if (traceOut) writeFileSync(traceOut, rawTrace);
  if (profileOut) writeFileSync(profileOut, JSON.stringify(profile));
  const trace = JSON.parse(rawTrace.toString()).traceEvents;
  const elapsed = (Date.now() - t0) / 1000;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const counts = await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.__counting = false;
    return { renders: w.__renders, commits: w.__commits, mutations: w.__mutations, elements: document.querySelectorAll('*').length };
  });

  // Main-thread time by kind: self time of the timeline's events on the busiest renderer main thread.
  const mains = trace.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const onThread = (m) => trace.filter((e) => e.pid === m.pid && e.tid === m.tid && e.ph === 'X' && typeof e.dur === 'number');
  const events = mains.map(onThread).sort((a, b) => b.length - a.length)[0] ?? [];
  events.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const from = Math.min(...events.map((e) => e.ts));
  const to = Math.max(...events.map((e) => e.ts + e.dur));
  const self = {};
  const stack = [];
  const close = (until) => {
    while (stack.length && stack.at(-1).end <= until) stack.pop();
  };
  for (const e of events) {
    close(e.ts);
    // Thread time (tdur: the CPU time the thread ran, not the time it waited for a core).
    const cpu = e.tdur ?? e.dur;
    const parent = stack.at(-1);
    if (parent) self[parent.name] -= cpu;
    self[e.name] = (self[e.name] ?? 0) + cpu;
    stack.push({ name: e.name, end: e.ts + e.dur });
  }
  const tasks = events.filter((e) => e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask');
  const busy = tasks.reduce((sum, e) => sum + e.dur, 0);
  const cpu = tasks.reduce((sum, e) => sum + (e.tdur ?? e.dur), 0);
  const byKind = Object.entries(self)
    .map(([name, us]) => ({ name, share: us / (to - from) }))
    .filter((row) => row.share > 0.002)
    .sort((a, b) => b.share - a.share);

  // Script self time by function (the profile's samples at 0.5 ms).
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const hits = new Map();
  const deltas = profile.timeDeltas;
  profile.samples.forEach((id, index) => {
    const dt = deltas[index + 1] ?? 0;
    hits.set(id, (hits.get(id) ?? 0) + dt);
  });
  const fnSelf = {};
  let total = 0;
  for (const [id, us] of hits) {
    const n = nodes.get(id);
    const f = n.callFrame;
    const file = f.url.split('/').pop() ?? '';
    const key = `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}`;
    fnSelf[key] = (fnSelf[key] ?? 0) + us;
    total += us;
  }
  const byFunction = Object.entries(fnSelf)
    .map(([name, us]) => ({ name, ms: us / 1000, share: us / total }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 40);
  const perSecond = (record) =>
    Object.fromEntries(
      Object.entries(record)
        .map(([k, v]) => [k, +(v / elapsed).toFixed(1)])
        .sort((a, b) => b[1] - a[1]),
    );
  summary = {
    width,
    seconds: elapsed,
    busyShare: +(busy / (to - from)).toFixed(3),
    // The main thread's CPU time in tasks over the traced time: what load does not inflate.
    cpuShare: +(cpu / (to - from)).toFixed(3),
    tasksOver50: tasks.filter((e) => e.dur > 50_000).length,
    longestTaskMs: Math.max(...tasks.map((e) => e.dur)) / 1000,
    elements: counts.elements,
    commitsPerSecond: +(counts.commits / elapsed).toFixed(1),
    rendersPerSecond: perSecond(counts.renders),
    mutationsPerSecond: perSecond(counts.mutations),
    // Self CPU time by trace event, as shares of the traced time.
    mainThreadByKind: byKind.slice(0, 25).map((r) => `${(r.share * 100).toFixed(1)} % ${r.name}`),
    scriptByFunction: byFunction.map((r) => `${r.ms.toFixed(0)} ms ${(r.share * 100).toFixed(1)} % ${r.name}`),
  };
  await context.close();
} finally {
  await browser.close();
  server.kill();
}
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(summary, null, 2));
console.log(JSON.stringify(summary, null, 2));
