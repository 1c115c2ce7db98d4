/**
 * The chart's one datafeed (SPEC section 7: symbol info, bars, subscribe, search). History and
 * search come from the HTTP endpoints of src/api/chart; live bars from the market stream of the
 * site's `ws` host. The same interface serves production and the demo (where MSW answers both).
 *
 * Subscribe resumes after a dropped connection without a gap or a duplicate: on reconnect it
 * holds the live bars back, fetches every bar from the last one it delivered up to now, delivers
 * those (the last one as an update, the rest as new bars), then the held-back ones. The consumer
 * (a BarFeed) drops anything older than what it has.
 */
import { bucketStart, fetchChartBars, fetchChartSearch, fetchChartSymbol, nextBucket, resolutionSeconds, type ChartSearchItem, type ChartSymbol, type Resolution } from '../../../api/endpoints/chart';
import { marketStream, type MarketStream } from '../../../api/stream/stream';
import type { Bar } from '../indicators';
import { toBar } from './barFeed';

/** SPEC section 9: the symbol search waits this long after the last keystroke. */
const SEARCH_DELAY_MS = 1000;
/** Bars per history page. */
export const PAGE_BARS = 300;

interface BarsResult {
  readonly bars: Bar[];
  /** Nothing older exists. */
  readonly noData: boolean;
  /** False when the call failed (the default, no bars, was used). */
  readonly ok: boolean;
}

export interface Datafeed {
  resolveSymbol(symbol: string, signal?: AbortSignal): Promise<ChartSymbol | null>;
  /** Bars opening in [from, to) (UTC seconds), oldest first. */
  getBars(symbol: string, resolution: Resolution, from: number, to: number, signal?: AbortSignal): Promise<BarsResult>;
  /**
   * Live bars; `lastTime` tells the feed where the consumer stands, for the resync after a
   * reconnect. Returns the unsubscribe function.
   */
  subscribeBars(symbol: string, resolution: Resolution, onBar: (bar: Bar) => void, lastTime: () => number | undefined): () => void;
  /** Matches for `query`, SEARCH_DELAY_MS after the last call; a newer call supersedes it. */
  searchSymbols(query: string, onResult: (items: readonly ChartSearchItem[]) => void): () => void;
}

export interface DatafeedOptions {
  /** The stream host (site config ws.spot, ws.futures...). */
  readonly streamUrl: string;
  readonly stream?: MarketStream;
  readonly now?: () => number;
  readonly searchDelayMs?: number;
}

/** The window of the first history page: PAGE_BARS periods ending now. */
export function firstPageRange(resolution: Resolution, now: number): { from: number; to: number } {
  const to = nextBucket(bucketStart(now, resolution), resolution);
  return { from: to - PAGE_BARS * resolutionSeconds(resolution), to };
}

function isBarPayload(value: unknown): value is { t: number; o: number; h: number; l: number; c: number; v: number } {
  if (typeof value !== 'object' || value === null) return false;
  const bar = value as Record<string, unknown>;
  return ['t', 'o', 'h', 'l', 'c', 'v'].every((key) => typeof bar[key] === 'number' && Number.isFinite(bar[key]));
}

export function createDatafeed(options: DatafeedOptions): Datafeed {
  const stream = options.stream ?? marketStream(options.streamUrl);
  const now = options.now ?? (() => Date.now() / 1000);
  let searchTimer: ReturnType<typeof setTimeout> | undefined;

  const getBars: Datafeed['getBars'] = async (symbol, resolution, from, to, signal) => {
    const result = await fetchChartBars({ symbol, resolution, from, to, signal });
    return { bars: result.data.bars.map(toBar), noData: result.data.noData, ok: result.ok };
  };

  return {
    async resolveSymbol(symbol, signal) {
      return (await fetchChartSymbol({ symbol, signal })).data;
    },
    getBars,
    subscribeBars(symbol, resolution, onBar, lastTime) {
      let held: Bar[] | null = null;
      let closed = false;
      const deliver = (bar: Bar) => {
        if (held) held.push(bar);
        else onBar(bar);
      };
      const resync = async () => {
        const since = lastTime();
        if (since === undefined || held) return;
        held = [];
        const { bars } = await getBars(symbol, resolution, since, nextBucket(bucketStart(now(), resolution), resolution));
        const queued = held;
        held = null;
        if (closed) return;
        for (const bar of bars) onBar(bar);
        for (const bar of queued) onBar(bar);
      };
      const unsubscribe = stream.subscribe(
        { channel: 'candles', symbol, resolution },
        {
          onMessage: (payload) => {
            if (isBarPayload(payload.bar)) deliver(toBar(payload.bar));
          },
          onResync: () => void resync(),
        },
      );
      return () => {
        closed = true;
        unsubscribe();
      };
    },
    searchSymbols(query, onResult) {
      clearTimeout(searchTimer);
      let cancelled = false;
      const controller = new AbortController();
      searchTimer = setTimeout(async () => {
        const result = await fetchChartSearch({ query, signal: controller.signal });
        if (!cancelled) onResult(result.data);
      }, options.searchDelayMs ?? SEARCH_DELAY_MS);
      return () => {
        cancelled = true;
        clearTimeout(searchTimer);
        controller.abort();
      };
    },
  };
}
