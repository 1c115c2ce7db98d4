/**
 * The mocked backend's market: every listed symbol has a price at every instant, a pure function
 * of the symbol and the time, so the history endpoint and the live stream always agree. A bar the
 * stream sent and the same bar fetched again after a reconnect are equal (or the later one is the
 * same bar grown by the ticks since), which is what lets the client resume without a gap or a
 * duplicate.
 *
 * The price is the symbol's listed price moved by fractal value noise: octaves from 20 seconds to
 * 120 days, each with an amplitude growing like the square root of its period (as a random walk
 * does), so every resolution from 1S to 1M looks like a market and not like a sine wave.
 */
import { bucketStart, nextBucket, pricePrecisionOf, RESOLUTIONS, type ChartBar, type ChartSearchItem, type ChartSymbol, type Resolution } from '../api/endpoints/chart';
import { USD_PER_FIAT } from './data/data';
import { ALPHA_TOKENS } from './data/catalog';
import { TICKERS } from './data/data';

export interface MockSymbol {
  readonly symbol: string;
  readonly description: string;
  readonly market: ChartSymbol['market'];
  /** Price the noise moves around. */
  readonly anchor: number;
  /** Base-currency volume over a day. */
  readonly dailyVolume: number;
  readonly pricePrecision: number;
  readonly amountPrecision: number;
  /**
   * A cross the backend derives (BTC_JPY, ETH_BTC): its price at every instant is the listed
   * pair's model price over the quote's (a fiat's fixed dollar rate, or a coin's own model
   * price), so the cross's stream, chart, ticker and listing never drift apart (issue 35).
   */
  readonly cross?: { readonly via: MockSymbol; readonly quote: MockSymbol | number };
}

/** The backend's precision rule is the client's fallback (src/api/endpoints/chart.ts). */
const precisionFor = pricePrecisionOf;

const spot: MockSymbol[] = TICKERS.map((ticker) => {
  const [base, quote] = ticker.currency_pair.split('_') as [string, string];
  const anchor = Number(ticker.last);
  return {
    symbol: ticker.currency_pair,
    description: `${base} / ${quote}`,
    market: 'spot',
    anchor,
    dailyVolume: Number(ticker.base_volume ?? 1000),
    pricePrecision: precisionFor(anchor),
    amountPrecision: anchor >= 1000 ? 6 : anchor >= 1 ? 3 : 0,
  };
});

// Alpha tokens also listed on spot (PEPE) keep their spot symbol.
const alpha: MockSymbol[] = ALPHA_TOKENS.filter((token) => !spot.some((s) => s.symbol === `${token.symbol}_USDT`)).map((token) => ({
  symbol: `${token.symbol}_USDT`,
  description: `${token.name} (${token.chain})`,
  market: 'alpha',
  anchor: token.price_usd,
  dailyVolume: token.liquidity_usd / token.price_usd / 4,
  pricePrecision: precisionFor(token.price_usd),
  amountPrecision: 0,
}));

/** Every symbol the mocked backend lists: spot pairs (also traded as futures contracts) and alpha tokens. */
export const MOCK_SYMBOLS: readonly MockSymbol[] = [...spot, ...alpha];

const crosses = new Map<string, MockSymbol>();

/**
 * A listed symbol, or a cross the backend derives as real exchanges do (BTC_JPY on the Japanese
 * site from BTC_USDT and the yen; ETH_BTC from both USDT markets).
 */
export function mockSymbol(symbol: string): MockSymbol | undefined {
  const listed = MOCK_SYMBOLS.find((entry) => entry.symbol === symbol);
  if (listed) return listed;
  const cached = crosses.get(symbol);
  if (cached) return cached;
  const [base, quote] = symbol.split('_');
  const via = MOCK_SYMBOLS.find((entry) => entry.symbol === `${base}_USDT`);
  const quoteEntry = quote !== undefined && quote in USD_PER_FIAT ? USD_PER_FIAT[quote] : MOCK_SYMBOLS.find((entry) => entry.symbol === `${quote}_USDT`);
  const quoteUsd = typeof quoteEntry === 'object' ? quoteEntry.anchor : quoteEntry;
  if (!via || quoteEntry === undefined || quoteUsd === undefined || !(quoteUsd > 0) || via.cross) return undefined;
  const anchor = via.anchor / quoteUsd;
  const entry: MockSymbol = { ...via, symbol, description: `${base} / ${quote}`, anchor, pricePrecision: precisionFor(anchor), cross: { via, quote: quoteEntry } };
  crosses.set(symbol, entry);
  return entry;
}


export function symbolInfo(entry: MockSymbol, market: ChartSymbol['market'] = entry.market): ChartSymbol {
  return {
    symbol: entry.symbol,
    description: entry.description,
    market,
    price_precision: entry.pricePrecision,
    amount_precision: entry.amountPrecision,
    supported_resolutions: [...RESOLUTIONS],
  };
}

export function searchSymbols(query: string, limit = 20): ChartSearchItem[] {
  const q = query.trim().toUpperCase().replace(/[/ -]/g, '_');
  if (q === '') return MOCK_SYMBOLS.slice(0, limit).map((entry) => ({ symbol: entry.symbol, description: entry.description, market: entry.market }));
  const scored = MOCK_SYMBOLS.map((entry) => {
    const score = entry.symbol.startsWith(q) ? 0 : entry.symbol.includes(q) ? 1 : entry.description.toUpperCase().includes(q) ? 2 : -1;
    return { entry, score };
  }).filter((item) => item.score >= 0);
  scored.sort((a, b) => a.score - b.score || a.entry.symbol.localeCompare(b.entry.symbol));
  return scored.slice(0, limit).map(({ entry }) => ({ symbol: entry.symbol, description: entry.description, market: entry.market }));
}

// --- The price model ------------------------------------------------------------------------------

function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h;
}

/** A value in [-1, 1) for an integer lattice point and a seed (a 32-bit integer hash). */
function lattice(k: number, seed: number): number {
  let h = (Math.imul(k | 0, 0x27d4eb2d) ^ Math.imul(Math.floor(k / 4294967296) | 0, 0x165667b1) ^ seed) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  h = (h ^ (h >>> 16)) >>> 0;
  return h / 2147483648 - 1;
}

const DAY = 86_400;
/** Octave periods in seconds, with amplitudes ~ sqrt(period): a day moves about 2.5%. */
const OCTAVES = [20, 120, 900, 7200, 43_200, 3 * DAY, 20 * DAY, 120 * DAY].map((period, index) => ({
  period,
  amplitude: 0.025 * Math.sqrt(period / DAY),
  salt: index * 0x9e3779b1,
}));

function noise(time: number, seed: number): number {
  let sum = 0;
  for (const octave of OCTAVES) {
    const x = time / octave.period;
    const k = Math.floor(x);
    const f = x - k;
    const s = f * f * (3 - 2 * f); // smoothstep: no kinks at lattice points
    const a = lattice(k, seed ^ octave.salt);
    const b = lattice(k + 1, seed ^ octave.salt);
    sum += octave.amplitude * (a + (b - a) * s);
  }
  return sum;
}

/** The symbol's price at `time` (UTC seconds, fractional allowed). */
export function priceAt(entry: MockSymbol, time: number): number {
  if (entry.cross) {
    const { via, quote } = entry.cross;
    return priceAt(via, time) / (typeof quote === 'number' ? quote : priceAt(quote, time));
  }
  return entry.anchor * Math.exp(noise(time, hashString(entry.symbol)));
}

const SAMPLES = 12;

function round(value: number, decimals: number): number {
  return Number(value.toFixed(Math.min(20, decimals)));
}

/**
 * The bar opening at `start`, as it stands at `now` (the last bar grows until its period ends).
 * Undefined for a bar that has not opened yet.
 */
export function barAt(entry: MockSymbol, resolution: Resolution, start: number, now: number): ChartBar | undefined {
  if (start > now) return undefined;
  const end = nextBucket(start, resolution);
  const last = Math.min(now, end - 0.001);
  const open = priceAt(entry, start);
  const close = priceAt(entry, last);
  let high = Math.max(open, close);
  let low = Math.min(open, close);
  for (let i = 1; i < SAMPLES; i++) {
    const t = start + ((end - start) * i) / SAMPLES;
    if (t >= last) break;
    const p = priceAt(entry, t);
    if (p > high) high = p;
    if (p < low) low = p;
  }
  const activity = activityAt(entry, start);
  const elapsed = Math.max(1, last - start);
  const decimals = entry.pricePrecision;
  return {
    t: start,
    o: round(open, decimals),
    h: round(high, decimals),
    l: round(low, decimals),
    c: round(close, decimals),
    v: round((entry.dailyVolume * elapsed * activity) / DAY, 4),
  };
}

/** How busy the bar opening at `start` is (0.4 to 2): a cross trades as its listed pair does. */
function activityAt(entry: MockSymbol, start: number): number {
  const seed = hashString((entry.cross?.via ?? entry).symbol) ^ 0x5bd1e995;
  return 0.4 + Math.abs(lattice(Math.floor(start), seed)) * 1.6;
}

/** At most this many bars per history page (the client pages further back). */
const MAX_BARS = 1500;

/** Bars opening in [from, to), at most MAX_BARS (the newest), oldest first; none past `now`. */
export function barsBetween(entry: MockSymbol, resolution: Resolution, from: number, to: number, now: number): ChartBar[] {
  const out: ChartBar[] = [];
  const end = Math.min(to, now + 1);
  let start = bucketStart(from, resolution);
  if (start < from) start = nextBucket(start, resolution);
  for (; start < end; start = nextBucket(start, resolution)) {
    const bar = barAt(entry, resolution, start, now);
    if (bar) out.push(bar);
  }
  return out.length > MAX_BARS ? out.slice(out.length - MAX_BARS) : out;
}

/** Listings start here: a request for older history answers no_data. */
export const HISTORY_START = Date.UTC(2019, 0, 1) / 1000;

// --- Order book and trades at an instant ---------------------------------------------------------

export interface BookLevel {
  price: number;
  amount: number;
}

/** Levels a side the backend's book holds (the stream sends them all; the client groups them). */
export const BOOK_DEPTH = 40;

/** The pair's price tick: one unit of its last price decimal. */
export function tickOf(entry: MockSymbol): number {
  return 10 ** -entry.pricePrecision;
}

/**
 * `levels` levels a side around the price at `time`, on the pair's tick: close together near the
 * price and further apart deeper in (each gap about 12 % wider than the one before, as real books
 * thin out), larger deeper in; sizes shift each second.
 */
export function bookAt(entry: MockSymbol, time: number, levels = BOOK_DEPTH): { asks: BookLevel[]; bids: BookLevel[] } {
  const mid = priceAt(entry, time);
  const tick = tickOf(entry);
  const scale = 10 ** entry.pricePrecision;
  const baseGap = Math.max(1, (mid * 0.000004) / tick);
  // The top of the book changes twenty times a second (what `?stream=fast` shows), the depth once.
  const second = Math.floor(time);
  const slot = Math.floor(time * 20);
  const seed = hashString(entry.symbol) ^ 0x1b873593;
  const unit = entry.dailyVolume / 40_000;
  const amountDecimals = Math.max(entry.amountPrecision, 2);
  // The stream asks for a book twenty times a second: what does not change with the moment (each
  // gap's factor, the deeper levels' sizes within a second) is computed once (bookShape).
  const shape = bookShape(entry.symbol, seed, levels);
  const amountAt = (moment: number, i: number, direction: 1 | -1) =>
    round(unit * (0.3 + Math.abs(lattice(moment * 31 + i * 2 + (direction > 0 ? 1 : 0), seed)) * 3) * (1 + i / 8), amountDecimals);
  const deep = deepAmounts(entry.symbol, second, levels, amountAt);
  const side = (direction: 1 | -1): BookLevel[] => {
    const factors = direction > 0 ? shape.asks : shape.bids;
    const depth = direction > 0 ? deep.asks : deep.bids;
    // The best level sits a tick or more off the price, on the tick grid.
    let ticks = direction > 0 ? Math.floor(mid / tick) + 1 : Math.ceil(mid / tick) - 1;
    const out: BookLevel[] = new Array<BookLevel>(levels);
    for (let i = 0; i < levels; i++) {
      if (i > 0) ticks += direction * Math.max(1, Math.round(baseGap * factors[i]!));
      // ticks / 10^precision is the decimal's nearest double (one correctly rounded division), as
      // rounding ticks x tick to the precision was, without a string each level.
      out[i] = { price: ticks / scale, amount: i < 5 ? amountAt(slot, i, direction) : depth[i]! };
    }
    return out;
  };
  return { asks: side(1), bids: side(-1) };
}

/** Each level's gap factor (about 12 % wider than the one before, jittered), a side, per symbol. */
const shapes = new Map<string, { asks: number[]; bids: number[] }>();
function bookShape(symbol: string, seed: number, levels: number): { asks: number[]; bids: number[] } {
  const key = `${symbol}:${levels}`;
  let shape = shapes.get(key);
  if (!shape) {
    const factors = (direction: 1 | -1) => Array.from({ length: levels }, (_, i) => (0.5 + Math.abs(lattice(i * 7 + direction, seed))) * 1.12 ** i);
    shape = { asks: factors(1), bids: factors(-1) };
    shapes.set(key, shape);
  }
  return shape;
}

/** The sizes of the levels below the top five, which change once a second: the last second's, per symbol. */
const deepCache = new Map<string, { second: number; asks: number[]; bids: number[] }>();
function deepAmounts(symbol: string, second: number, levels: number, amountAt: (moment: number, i: number, direction: 1 | -1) => number): { asks: number[]; bids: number[] } {
  const key = `${symbol}:${levels}`;
  const cached = deepCache.get(key);
  if (cached?.second === second) return cached;
  const sizes = (direction: 1 | -1) => Array.from({ length: levels }, (_, i) => (i < 5 ? 0 : amountAt(second, i, direction)));
  const fresh = { second, asks: sizes(1), bids: sizes(-1) };
  deepCache.set(key, fresh);
  return fresh;
}

export interface TradePrint {
  id: string;
  /** Milliseconds. */
  time: number;
  price: number;
  amount: number;
  side: 'buy' | 'sell';
}

/**
 * The trades printed in the second starting at `second`: 0 to 3 of them, or exactly `perSecond`
 * (the demo's fast stream, `?stream=fast`).
 */
export function tradesInSecond(entry: MockSymbol, second: number, perSecond?: number): TradePrint[] {
  const seed = hashString(entry.symbol) ^ 0x2545f491;
  const count = perSecond ?? Math.floor(Math.abs(lattice(second, seed)) * 4);
  const unit = entry.dailyVolume / 60_000;
  return Array.from({ length: count }, (_, i) => {
    const t = second + (i + 0.5) / (count + 1);
    const r = lattice(second * 5 + i, seed ^ 0x68e31da4);
    return {
      id: `${entry.symbol}-${second}-${i}`,
      time: Math.round(t * 1000),
      price: round(priceAt(entry, t), entry.pricePrecision),
      amount: round(unit * (0.05 + Math.abs(r) * 2), Math.max(entry.amountPrecision, 2)),
      side: r >= 0 ? 'buy' : 'sell',
    };
  });
}

/** The last `count` trades before `time` (seconds), newest first. */
export function recentTrades(entry: MockSymbol, time: number, count = 20): TradePrint[] {
  const out: TradePrint[] = [];
  for (let second = Math.floor(time) - 1; out.length < count && second > time - 600; second--) {
    out.push(...tradesInSecond(entry, second).reverse());
  }
  return out.slice(0, count);
}

export interface TickerSnapshot {
  symbol: string;
  last: number;
  /** Percent over 24 h. */
  change: number;
  high: number;
  low: number;
  baseVolume: number;
  quoteVolume: number;
}

/** Samples of the 24 h high and low: every quarter hour (the chart's hourly bars sample each 5 minutes). */
const TICKER_STEP = 900;

/**
 * The rolling 24 h ticker at `time`, from the model: the REST listing and the stream's ticker
 * both answer this, so they agree at any instant. High and low take the price every quarter hour
 * of the last day and the current price (so the last price always lies within [low, high]);
 * volume is the hourly bars' volume over the window (the chart's, pro rata for the partial hour).
 */
export function tickerAt(entry: MockSymbol, time: number): TickerSnapshot {
  const last = priceAt(entry, time);
  const dayAgo = priceAt(entry, time - DAY);
  let high = Math.max(last, dayAgo);
  let low = Math.min(last, dayAgo);
  for (let t = Math.ceil((time - DAY) / TICKER_STEP) * TICKER_STEP; t < time; t += TICKER_STEP) {
    const p = priceAt(entry, t);
    if (p > high) high = p;
    if (p < low) low = p;
  }
  let baseVolume = 0;
  let quoteVolume = 0;
  for (let start = Math.floor((time - DAY) / 3600) * 3600; start < time; start += 3600) {
    const overlap = Math.min(start + 3600, time) - Math.max(start, time - DAY);
    const volume = (entry.dailyVolume * overlap * activityAt(entry, start)) / DAY;
    baseVolume += volume;
    quoteVolume += volume * priceAt(entry, start + 1800);
  }
  const d = entry.pricePrecision;
  return {
    symbol: entry.symbol,
    last: round(last, d),
    change: round(((last - dayAgo) / dayAgo) * 100, 2),
    high: round(high, d),
    low: round(low, d),
    baseVolume: round(baseVolume, 2),
    quoteVolume: round(quoteVolume, 2),
  };
}
