import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { realisticBars, refGateMacd, refKdj, refTd } from '../../../test/indicatorReference';
import {
  createGateMacd,
  createKdj,
  createTdSequential,
  gateMacd,
  kdj,
  SOURCES,
  tdSequential,
  type Bar,
  type GateMacdInputs,
  type KdjInputs,
} from './index';

const BARS = realisticBars(3000, 7);

function close(actual: (number | null)[], expected: (number | null)[]): void {
  expect(actual.length).toBe(expected.length);
  for (let i = 0; i < actual.length; i++) {
    const a = actual[i]!;
    const e = expected[i]!;
    if (e === null || a === null) {
      expect(a, `index ${i}`).toBe(e);
      continue;
    }
    expect(Math.abs(a - e), `index ${i}: ${a} vs ${e}`).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(e)));
  }
}

describe('the bars the tests use are realistic', () => {
  it('have gaps, flat stretches and long trends', () => {
    const gaps = BARS.filter((b, i) => i > 0 && b.time - BARS[i - 1]!.time > 3600).length;
    const flat = BARS.filter((b) => b.high === b.low).length;
    expect(gaps).toBeGreaterThan(20);
    expect(flat).toBeGreaterThan(50);
    expect(Math.max(...BARS.map((b) => b.close)) / Math.min(...BARS.map((b) => b.close))).toBeGreaterThan(1.3);
  });
});

describe('KDJ against the reference', () => {
  for (const inputs of [{ n: 9, m1: 3, m2: 3 }, { n: 1, m1: 1, m2: 1 }, { n: 34, m1: 5, m2: 7 }, { n: 2000, m1: 3, m2: 3 }] satisfies KdjInputs[]) {
    it(`n ${inputs.n}, m1 ${inputs.m1}, m2 ${inputs.m2}`, () => {
      const got = kdj(BARS, inputs);
      const want = refKdj(BARS, inputs.n, inputs.m1, inputs.m2);
      close(got.k, want.k);
      close(got.d, want.d);
      close(got.j, want.j);
    });
  }

  it('is null before index n - 1 and 50-based on a flat start (HHV = LLV)', () => {
    const flat: Bar[] = Array.from({ length: 5 }, (_, i) => ({ time: i, open: 1, high: 1, low: 1, close: 1, volume: 0 }));
    const out = kdj(flat, { n: 3, m1: 3, m2: 3 });
    expect(out.k.slice(0, 2)).toEqual([null, null]);
    expect(out.k[2]).toBe(50);
    expect(out.j[4]).toBe(50);
  });
});

describe('GATE_MACD against the reference', () => {
  const cases: GateMacdInputs[] = [
    { fastLength: 12, slowLength: 26, signalLength: 9, source: 'close' },
    { fastLength: 1, slowLength: 1, signalLength: 1, source: 'open' },
    { fastLength: 50, slowLength: 3, signalLength: 50, source: 'hlc3' },
    ...SOURCES.map((source) => ({ fastLength: 5, slowLength: 35, signalLength: 5, source })),
  ];
  for (const inputs of cases) {
    it(`${inputs.fastLength}/${inputs.slowLength}/${inputs.signalLength} on ${inputs.source}`, () => {
      const got = gateMacd(BARS, inputs);
      const want = refGateMacd(BARS, inputs.fastLength, inputs.slowLength, inputs.signalLength, inputs.source);
      close(got.dif, want.dif);
      close(got.dea, want.dea);
      close(got.hist, want.hist);
    });
  }

  it('DIF is defined from index slow - 1, DEA from slow + signal - 2', () => {
    const out = gateMacd(BARS.slice(0, 60));
    expect(out.dif.findIndex((x) => x !== null)).toBe(25);
    expect(out.dea.findIndex((x) => x !== null)).toBe(33);
  });
});

describe('TD Sequential against the reference', () => {
  it('every bar of 3000, and marks at each 9 and 13', () => {
    const got = tdSequential(BARS);
    expect(got.bars).toEqual(refTd(BARS));
    const nines = got.bars.flatMap((b, index) => [...(b.setupBuy === 9 ? [index] : []), ...(b.setupSell === 9 ? [index] : [])]);
    expect(got.marks.filter((m) => m.kind === 'setup').map((m) => m.index)).toEqual(nines);
    expect(got.marks.filter((m) => m.kind === 'countdown').length).toBeGreaterThan(0);
    expect(got.marks.map((m) => m.index)).toEqual([...got.marks.map((m) => m.index)].sort((a, b) => a - b));
  });

  it('a textbook buy setup: nine closes each below the close four bars earlier, after a flip', () => {
    // t5: 9 < C[1] = 11 and the flip C[4] = 14 > C[0] = 10: setup 1; it counts to 9 at t13, then
    // stops (t14 meets the condition, but no flip: C[13] = 1 < C[9] = 5).
    const closes = [10, 11, 12, 13, 14, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0.5];
    const bars = closes.map((c, i) => ({ time: i, open: c, high: c + 0.05, low: c - 0.05, close: c, volume: 1 }));
    const out = tdSequential(bars);
    expect(out.bars.map((b) => b.setupBuy)).toEqual([0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0]);
    expect(out.marks[0]).toEqual({ index: 13, side: 'buy', kind: 'setup', count: 9 });
    // The completed setup starts a buy countdown on that same bar: C[13] = 1 <= L[11] = 2.95.
    expect(out.bars[13]!.countdownBuy).toBe(1);
  });

  it('equal closes fail both setup conditions', () => {
    const bars = Array.from({ length: 12 }, (_, i) => ({ time: i, open: 5, high: 5, low: 5, close: 5, volume: 0 }));
    expect(tdSequential(bars).bars.every((b) => b.setupBuy === 0 && b.setupSell === 0)).toBe(true);
  });

  it('onlyNineAndThirteen keeps only those numbers; the marks are the same', () => {
    const all = tdSequential(BARS);
    const only = tdSequential(BARS, { onlyNineAndThirteen: true });
    expect(only.marks).toEqual(all.marks);
    for (const b of only.bars) for (const v of Object.values(b)) expect([0, 9, 13]).toContain(v);
  });
});

describe('inputs outside their ranges are rejected with a clear message', () => {
  it.each([
    [() => kdj(BARS, { n: 0, m1: 3, m2: 3 }), 'KDJ n must be a whole number from 1 to 2000 (got 0)'],
    [() => kdj(BARS, { n: 9, m1: 2001, m2: 3 }), 'KDJ m1 must be a whole number from 1 to 2000 (got 2001)'],
    [() => createKdj({ n: 9, m1: 3, m2: 2.5 }), 'KDJ m2 must be a whole number from 1 to 2000 (got 2.5)'],
    [() => gateMacd(BARS, { fastLength: 51, slowLength: 26, signalLength: 9, source: 'close' }), 'GATE_MACD fastLength must be a whole number from 1 to 50 (got 51)'],
    [() => createGateMacd({ fastLength: 12, slowLength: 26, signalLength: 9, source: 'median' as never }), 'GATE_MACD source must be one of open, high, low, close, hl2, hlc3, ohlc4 (got "median")'],
    [() => createTdSequential({ onlyNineAndThirteen: 'yes' as never }), 'TD Sequential onlyNineAndThirteen must be true or false (got "yes")'],
  ])('%#', (run, message) => {
    expect(run).toThrow(RangeError);
    expect(run).toThrow(message);
  });
});

/** Random push/update sequences: the streaming value after each call equals the batch's last value. */
describe('streaming equals batch (fast-check)', () => {
  const barArb = fc
    .record({ o: fc.integer({ min: 90, max: 110 }), spread: fc.integer({ min: 0, max: 6 }), c: fc.integer({ min: 90, max: 110 }) })
    .map(({ o, spread, c }) => ({ time: 0, open: o, high: Math.max(o, c) + spread, low: Math.min(o, c) - spread, close: c, volume: 1 }));
  const opsArb = fc.array(fc.record({ update: fc.boolean(), bar: barArb }), { minLength: 1, maxLength: 70 });

  function replay<V>(ops: { update: boolean; bar: Bar }[], stream: { push(b: Bar): V; update(b: Bar): V }, batchLast: (bars: Bar[]) => V) {
    const bars: Bar[] = [];
    for (const op of ops) {
      let value: V;
      if (op.update && bars.length > 0) {
        bars[bars.length - 1] = op.bar;
        value = stream.update(op.bar);
      } else {
        bars.push(op.bar);
        value = stream.push(op.bar);
      }
      expect(value).toEqual(batchLast(bars));
    }
  }

  it('KDJ', () => {
    fc.assert(
      fc.property(opsArb, fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 }), (ops, n, m1, m2) => {
        const inputs = { n, m1, m2 };
        replay(ops, createKdj(inputs), (bars) => {
          const out = kdj(bars, inputs);
          const i = bars.length - 1;
          return { k: out.k[i], d: out.d[i], j: out.j[i] };
        });
      }),
      { numRuns: 150 },
    );
  });

  it('GATE_MACD', () => {
    fc.assert(
      fc.property(opsArb, fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 6 }), fc.constantFrom(...SOURCES), (ops, fastLength, slowLength, signalLength, source) => {
        const inputs = { fastLength, slowLength, signalLength, source };
        replay(ops, createGateMacd(inputs), (bars) => {
          const out = gateMacd(bars, inputs);
          const i = bars.length - 1;
          return { dif: out.dif[i], dea: out.dea[i], hist: out.hist[i] };
        });
      }),
      { numRuns: 150 },
    );
  });

  it('TD Sequential', () => {
    fc.assert(
      fc.property(opsArb, fc.boolean(), (ops, only) => {
        const inputs = { onlyNineAndThirteen: only };
        replay(ops, createTdSequential(inputs), (bars) => {
          const out = tdSequential(bars, inputs);
          const i = bars.length - 1;
          return out.bars[i];
        });
      }),
      { numRuns: 200 },
    );
  });
});
