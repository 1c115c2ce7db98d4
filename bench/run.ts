/**
 * `npm run bench`: the figures behind our budgets (printed, never asserted by a timed test).
 *
 * 1. The median time of one `decide` over every policy, explanations off and on, across the
 *    scenario facts; against plain json-logic-js evaluating the same rules compiled into one
 *    expression per decision (shared conditions inlined; throttles, which plain JSON Logic cannot
 *    express, replaced by their result), over the same, already-normalised data.
 * 2. The chart's indicators over 100 000 bars: the batch function, and one streamed tick
 *    (`update` of the last bar, as a live trade moves it) and one new bar (`push`).
 * 3. The chart in Chromium (bench/chart.mjs): 100 000 bars with KDJ, GATE_MACD and TD Sequential,
 *    time to the first drawn frame, JS heap, a streamed tick; and the same at 2 000 bars.
 *    `--no-chart` skips it.
 * 4. The gzip size of the JavaScript the home route loads first, and the trade route's and the
 *    chart's (production build).
 * 5. Lighthouse 12.8 (mobile) on four pages, three runs each, and a repeat visit's LCP
 *    (bench/lighthouse.mjs, Debian's Chromium), the API answered by the demo's mocked backend.
 *    `--no-lighthouse` skips it; `--no-backend` times the pages with every API call failing.
 * 6. The trading page under a live market (bench/trade.mjs, issue 35): busy share, longest task
 *    and keystroke-to-paint at 390 and 1440 px, 4x CPU throttling. `--no-trade` skips it.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import jsonLogic from 'json-logic-js';
import { listJson, loadEngine, readJson, repoRoot } from '../src/bundle/node';
import { evalThrottle } from '../src/engine/throttles';
import type { Context } from '../src/engine/context';
import type { Body, Clause, Rule } from '../src/generated/types/policy';
import { createGateMacd, createKdj, createTdSequential, gateMacd, kdj, tdSequential } from '../src/widgets/chart/indicators';
import { realisticBars } from '../src/test/indicatorReference';

const engine = loadEngine();
const bundle = engine.bundle;

type Logic = Record<string, unknown> | boolean;

/** Compile a rule of named clauses into one plain JSON Logic expression. */
function compileRule(rule: Pick<Rule, 'all' | 'any' | 'none'>, ctx: Context): Logic {
  const parts = (rule.all ?? rule.any ?? rule.none ?? []).map((c) => compileClause(c, ctx));
  if (rule.all) return { and: parts };
  if (rule.any) return { or: parts };
  return { '!': { or: parts } };
}

function compileClause(c: Clause, ctx: Context): Logic {
  if (c.when !== undefined) return c.when as Logic;
  if (c.use !== undefined) {
    const inner = compileRule(bundle.conditions[c.use]!.rule, ctx);
    return c.is === false ? { '!': inner } : inner;
  }
  if (c.throttle !== undefined) return evalThrottle(c.throttle, ctx).held;
  return compileRule(c, ctx);
}

function plainDecide(compiled: Array<{ body: Body; logic: unknown }>, ctx: Context): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { body, logic } of compiled) {
    if (body.kind === 'list') {
      const items = jsonLogic.apply(body.items as never, ctx) as unknown[];
      out.x = items.filter((item) => jsonLogic.truthy(jsonLogic.apply(logic as never, { ...ctx, item })));
    } else {
      out.x = jsonLogic.apply(logic as never, ctx);
    }
  }
  return out;
}

function compileBody(body: Body, ctx: Context): unknown {
  switch (body.kind) {
    case 'boolean':
      return compileRule(body.rule!, ctx);
    case 'first':
      return { if: [...body.options!.flatMap((o) => [compileRule(o.rule, ctx), { var: 'x' }]), null] };
    case 'list':
      return body.include ? compileRule(body.include, ctx) : true;
    case 'value':
      return body.value;
    case 'record':
      return { and: Object.values(body.fields!).map((f) => compileBody(f, ctx)) };
  }
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/** Median microseconds per call, over batches. */
function measure(fn: () => void, batches = 60, perBatch = 200): number {
  for (let i = 0; i < 2000; i++) fn(); // warm up
  const times: number[] = [];
  for (let b = 0; b < batches; b++) {
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < perBatch; i++) fn();
    times.push(Number(process.hrtime.bigint() - t0) / 1000 / perBatch);
  }
  return median(times);
}

const scenarioFacts = listJson(join(repoRoot, 'scenarios')).map((f) => (readJson(f) as { facts: object }).facts);
const factsList = scenarioFacts.length > 0 ? scenarioFacts : [{}];
let k = 0;
const next = (): object => factsList[k++ % factsList.length]!;

const clauseCount = (() => {
  let n = 0;
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      if ('says' in v && 'id' in v) n++;
      Object.values(v).forEach(walk);
    }
  };
  walk(bundle.policies);
  return n;
})();

const decideUs = measure(() => engine.decide(next()));
const explainUs = measure(() => engine.decide(next(), { explain: true }), 30, 50);
const contexts = factsList.map((f) => engine.context(f));
const compiledPer = contexts.map((ctx) => ({ ctx, compiled: bundle.policies.map((p) => ({ body: p as Body, logic: compileBody(p as Body, ctx) })) }));
let j = 0;
const plainUs = measure(() => {
  const { ctx, compiled } = compiledPer[j++ % compiledPer.length]!;
  plainDecide(compiled, ctx);
});
const contextUs = measure(() => engine.context(next()));

console.log(`policy engine (${bundle.policies.length} decisions, ${clauseCount} named clauses, ${factsList.length} fact sets from scenarios/)`);
console.log(`  decide, explanations off   ${decideUs.toFixed(1)} µs median   (target < 100 µs)`);
console.log(`    of which facts -> context ${contextUs.toFixed(1)} µs`);
console.log(`  decide, explanations on    ${explainUs.toFixed(1)} µs median`);
console.log(`  plain json-logic-js         ${plainUs.toFixed(1)} µs median   (same rules, one expression per decision, pre-normalised data)`);
console.log(`  engine / plain              ${(decideUs / plainUs).toFixed(2)}x   (target <= 1.5x)`);

// 2. Indicators over 100 000 bars.
{
  const bars = realisticBars(100_000, 11);
  const timeMs = (fn: () => void, runs = 5): number => {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      fn();
      times.push(performance.now() - start);
    }
    return median(times);
  };
  console.log('\nindicators over 100 000 bars (batch median of 5; streamed: per call, median of 60 x 200)');
  const streams = [
    ['KDJ 9/3/3', () => kdj(bars), () => createKdj()],
    ['GATE_MACD 12/26/9', () => gateMacd(bars), () => createGateMacd()],
    ['TD Sequential', () => tdSequential(bars), () => createTdSequential()],
  ] as const;
  for (const [name, batch, create] of streams) {
    const batchMs = timeMs(() => void batch());
    const stream = create() as { push(b: (typeof bars)[number]): unknown; update(b: (typeof bars)[number]): unknown };
    for (const bar of bars) stream.push(bar);
    const lastBar = bars[bars.length - 1]!;
    let tick = 0;
    const updateUs = measure(() => {
      tick += 1;
      stream.update({ ...lastBar, close: lastBar.close + (tick % 7) - 3 });
    });
    let time = lastBar.time;
    const pushUs = measure(() => {
      time += 3600;
      stream.push({ ...lastBar, time });
    });
    console.log(`  ${name.padEnd(18)} batch ${batchMs.toFixed(1).padStart(6)} ms   tick (update) ${updateUs.toFixed(2)} µs   new bar (push) ${pushUs.toFixed(2)} µs`);
  }
}

// 3. The chart in Chromium: 100 000 bars and three indicators (bench/chart.mjs).
if (!process.argv.includes('--no-chart')) {
  execFileSync(process.execPath, [join(repoRoot, 'bench/chart.mjs')], { cwd: repoRoot, stdio: 'inherit' });
}

// 4. Bundle size of the home route's first load, and the trade route's.
const manifest = join(repoRoot, 'dist/.vite/manifest.json');
if (!existsSync(manifest) || process.argv.includes('--build')) {
  console.log('\nbuilding the production bundle (vite build)…');
  execFileSync(join(repoRoot, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: repoRoot, stdio: 'inherit' });
}
console.log('');
execFileSync(process.execPath, [join(repoRoot, 'scripts/bundle-report.mjs')], { cwd: repoRoot, stdio: 'inherit' });

// 5. Lighthouse (mobile, simulated throttling) on /, /tr, /trade/BTC_USDT and a 404, three runs
//    each, and a repeat visit (bench/lighthouse.mjs). `--no-lighthouse` skips it.
if (!process.argv.includes('--no-lighthouse')) {
  const backend = process.argv.includes('--no-backend') ? ['--no-backend'] : [];
  execFileSync(process.execPath, [join(repoRoot, 'bench/lighthouse.mjs'), '--no-build', ...backend], { cwd: repoRoot, stdio: 'inherit' });
}

// 6. The trading page under a live market: 20 books and 10 trades a second, CPU 4x throttled,
//    typing into Amount, at 390 and 1440 px (bench/trade.mjs, issue 35). `--no-trade` skips it.
if (!process.argv.includes('--no-trade')) {
  execFileSync(process.execPath, [join(repoRoot, 'bench/trade.mjs')], { cwd: repoRoot, stdio: 'inherit' });
}
