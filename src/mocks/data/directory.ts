/**
 * The mocked backend's coin directory and coin history (issue 39): every coin of the catalog
 * priced by the price model the stream uses (./market), so /price, /price/{coin}, home's markets
 * and the trading page never contradict each other. A coin the spot market lists takes its pair's
 * model (the same `priceAt` the stream's ticker answers); another coin gets a model of its own
 * around its catalog anchor; a stablecoin's moves are damped to a hundredth (it stays near 1).
 *
 * Demo and tests only.
 */
import type { CoinHistoryPoint, DirectoryCoin } from '../../generated/validators';
import type { HistoryRange } from '../../api/endpoints/markets';
import { COIN_ANCHORS, COINS } from './catalog';
import { HISTORY_START, MOCK_SYMBOLS, mockSymbol, priceAt, tickerAt, type MockSymbol } from '../market';
import { pricePrecisionOf } from '../../api/endpoints/chart';

const DAY = 86_400;
/** The sparkline: a point every 4 hours over 7 days, then the price now. */
const SPARK_STEP = 4 * 3600;
const SPARK_POINTS = 42;

interface Model {
  readonly entry: MockSymbol;
  /** Moves scaled by this (stablecoins: 0.01). */
  readonly damp: number;
}

const models = new Map<string, Model | null>();

/** The coin's price model, or null when the catalog has no anchor for it. */
function modelOf(symbol: string): Model | null {
  const cached = models.get(symbol);
  if (cached !== undefined) return cached;
  const coin = COINS.find((c) => c.symbol === symbol);
  const listed = mockSymbol(`${symbol}_USDT`);
  const anchor = COIN_ANCHORS[symbol];
  let model: Model | null = null;
  if (listed && !listed.cross) model = { entry: listed, damp: 1 };
  else if (anchor && coin) {
    const [price, volumeUsd] = anchor;
    model = {
      entry: {
        symbol: `${symbol}_USDT`,
        description: `${symbol} / USDT`,
        market: 'spot',
        anchor: price,
        dailyVolume: volumeUsd / price,
        pricePrecision: pricePrecisionOf(price),
        amountPrecision: 2,
      },
      damp: coin.category === 'stablecoin' ? 0.01 : 1,
    };
  }
  models.set(symbol, model);
  return model;
}

function priceOf(model: Model, time: number): number {
  const raw = priceAt(model.entry, time);
  if (model.damp === 1) return raw;
  return model.entry.anchor * (1 + ((raw - model.entry.anchor) / model.entry.anchor) * model.damp);
}

function rounded(value: number, model: Model): number {
  return Number(value.toFixed(Math.min(20, model.entry.pricePrecision + (model.damp === 1 ? 0 : 4))));
}

/** The spot pairs a coin trades in: its USDT pair when listed, and its BTC cross. */
function pairsOf(symbol: string): string[] {
  const spot = MOCK_SYMBOLS.some((s) => s.market === 'spot' && s.symbol === `${symbol}_USDT`);
  if (!spot) return [];
  return symbol === 'BTC' ? ['BTC_USDT'] : [`${symbol}_USDT`, `${symbol}_BTC`];
}

/** When a coin was listed here: the listed pairs spread over the last years, newest last. */
function listedAt(symbol: string, since: number, now: number): string {
  const index = MOCK_SYMBOLS.findIndex((s) => s.symbol === `${symbol}_USDT`);
  if (index >= 0) return new Date((now - (MOCK_SYMBOLS.length - index) * 23 * DAY) * 1000).toISOString().slice(0, 10) + 'T00:00:00Z';
  return `${Math.max(since, 2019)}-01-01T00:00:00Z`;
}

/** The directory at `now` (UTC seconds): every coin with a model, by market cap. */
export function directoryAt(now: number): DirectoryCoin[] {
  const list = COINS.flatMap((coin): DirectoryCoin[] => {
    const model = modelOf(coin.symbol);
    if (!model) return [];
    const price = priceOf(model, now);
    const dayAgo = priceOf(model, now - DAY);
    // Volume from the model's ticker (the stream's), in USDT.
    const volume = model.damp === 1 ? tickerAt(model.entry, now).quoteVolume : model.entry.dailyVolume * model.entry.anchor;
    const start = Math.floor(now / SPARK_STEP) * SPARK_STEP - SPARK_POINTS * SPARK_STEP;
    const sparkline = Array.from({ length: SPARK_POINTS }, (_, i) => rounded(priceOf(model, start + (i + 1) * SPARK_STEP), model));
    sparkline.push(rounded(price, model));
    return [
      {
        symbol: coin.symbol,
        name: coin.name,
        slug: coin.slug,
        category: coin.category,
        price: rounded(price, model),
        change: Number((((price - dayAgo) / dayAgo) * 100).toFixed(2)),
        volume: Number(volume.toFixed(2)),
        market_cap: Math.round(price * coin.circulating_supply),
        circulating_supply: coin.circulating_supply,
        ...(coin.max_supply === undefined ? {} : { max_supply: coin.max_supply }),
        listed_at: listedAt(coin.symbol, coin.since, now),
        sparkline,
        pairs: pairsOf(coin.symbol),
      },
    ];
  });
  return list.sort((a, b) => b.market_cap - a.market_cap);
}

/** Each range's span (seconds; ALL: since listing) and the number of points it is drawn with. */
const RANGES: Record<HistoryRange, { span: number | null; points: number }> = {
  '1D': { span: DAY, points: 288 },
  '7D': { span: 7 * DAY, points: 336 },
  '1M': { span: 30 * DAY, points: 360 },
  '1Y': { span: 365 * DAY, points: 365 },
  ALL: { span: null, points: 500 },
};

/** A coin's history over `range` ending at `now`, or undefined for an unknown coin. */
export function historyAt(symbol: string, range: HistoryRange, now: number): CoinHistoryPoint[] | undefined {
  const model = modelOf(symbol);
  const coin = COINS.find((c) => c.symbol === symbol);
  if (!model || !coin) return undefined;
  const { span, points } = RANGES[range];
  const from = span === null ? Math.max(HISTORY_START, Date.UTC(coin.since, 0, 1) / 1000) : now - span;
  const step = Math.max(60, Math.floor((now - from) / points));
  const first = Math.ceil(from / step) * step;
  const out: CoinHistoryPoint[] = [];
  for (let t = first; t < now; t += step) out.push({ t, p: rounded(priceOf(model, t), model) });
  out.push({ t: Math.floor(now), p: rounded(priceOf(model, now), model) });
  return out;
}
