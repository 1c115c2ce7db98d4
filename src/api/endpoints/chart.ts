/**
 * The chart's data calls (SPEC section 7: "Chart data functions (symbol info, bars, subscribe,
 * search): endpoints not shown", so the paths are ours, in ./paths) and the time arithmetic the
 * client and the backend share: the 20 resolutions of SPEC section 9 and where each bar starts.
 * Subscribe is the market stream (./stream).
 */
import {
  validateAckResponse,
  validateChartBarsResponse,
  validateChartEventsResponse,
  validateChartMarksResponse,
  validateChartSearchResponse,
  validateChartSymbolResponse,
  validateLiquidationMapResponse,
  validatePositionsResponse,
} from '../../generated/validatorLoaders';
import {
  type ChartBar,
  type ChartEvent,
  type ChartSearchItem,
  type ChartSymbol,
  type LiquidationRecord,
  type Position,
  type TradeMark,
} from '../../generated/validators';
import { queryOptions } from '@tanstack/react-query';
import { defineEndpoint, endpointFn, frozen, reject, type Rejection } from '../client';
import { PATHS } from '../paths';

export type { ChartBar, ChartEvent, ChartSearchItem, ChartSymbol, LiquidationRecord, Position, TradeMark };

/** SPEC section 9: the 20 resolutions, and the default '60'. */
export const RESOLUTIONS = ['1S', '10S', '30S', '1', '3', '5', '15', '30', '60', '120', '240', '360', '480', '720', '1D', '2D', '3D', '5D', '1W', '1M'] as const;
export type Resolution = (typeof RESOLUTIONS)[number];
export const DEFAULT_RESOLUTION: Resolution = '60';

export function isResolution(value: unknown): value is Resolution {
  return (RESOLUTIONS as readonly unknown[]).includes(value);
}

const DAY = 86_400;
/** 1970-01-05 was a Monday: weeks start on Monday 00:00 UTC. */
const FIRST_MONDAY = 4 * DAY;

/**
 * A resolution's nominal length in seconds ('1M' counts 30 days: use `bucketStart`/`nextBucket`
 * for real month boundaries).
 */
export function resolutionSeconds(resolution: Resolution): number {
  if (resolution.endsWith('S')) return Number(resolution.slice(0, -1));
  if (resolution.endsWith('D')) return Number(resolution.slice(0, -1)) * DAY;
  if (resolution === '1W') return 7 * DAY;
  if (resolution === '1M') return 30 * DAY;
  return Number(resolution) * 60;
}

/**
 * A market's price precision (decimals of its tick) when the server gives none: 1 from 1000 up,
 * 4 from 1 up, and below 1 four significant decimals after the leading zeros (at most 14). The
 * mocked backend answers the same rule, so the demo's markets and the fallback agree.
 */
export function pricePrecisionOf(price: number): number {
  if (price >= 1000) return 1;
  if (price >= 1) return 4;
  return Math.min(14, Math.ceil(-Math.log10(price || 1)) + 4);
}

/** The open time (UTC seconds) of the bar that contains `time`. Minutes, hours and days count from the epoch; weeks from Monday; months from the 1st. */
export function bucketStart(time: number, resolution: Resolution): number {
  const t = Math.floor(time);
  if (resolution === '1M') {
    const date = new Date(t * 1000);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / 1000;
  }
  if (resolution === '1W') return Math.floor((t - FIRST_MONDAY) / (7 * DAY)) * 7 * DAY + FIRST_MONDAY;
  const size = resolutionSeconds(resolution);
  return Math.floor(t / size) * size;
}

/** The open time of the bar after the one opening at `start`. */
export function nextBucket(start: number, resolution: Resolution): number {
  if (resolution === '1M') {
    const date = new Date(start * 1000);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / 1000;
  }
  return start + resolutionSeconds(resolution);
}

// --- Endpoints -----------------------------------------------------------------------------------

/** An unlisted symbol (nonzero code) or a failure: null, and the page shows its empty state. */
export const chartSymbolEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'chartSymbol',
  method: 'GET',
  path: PATHS.chartSymbol,
  validate: validateChartSymbolResponse,
  query: (p: { symbol: string }) => ({ symbol: p.symbol }),
  select: (body): ChartSymbol | null => body.data,
  fallback: null,
});
export const fetchChartSymbol = /* @__PURE__ */ endpointFn(chartSymbolEndpoint);

export interface BarsPage {
  readonly bars: readonly ChartBar[];
  readonly noData: boolean;
}
const CHART_BARS_DEFAULT: BarsPage = /* @__PURE__ */ frozen({ bars: [], noData: false });

export interface BarsParams {
  symbol: string;
  resolution: Resolution;
  /** UTC seconds, inclusive. */
  from: number;
  /** UTC seconds, exclusive. */
  to: number;
}

/** Bars must come oldest first, without repeats: a page out of order is rejected, not drawn wrong. */
export const chartBarsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'chartBars',
  method: 'GET',
  path: PATHS.chartBars,
  validate: validateChartBarsResponse,
  query: (p: BarsParams) => ({ symbol: p.symbol, resolution: p.resolution, from: p.from, to: p.to }),
  select: (body): BarsPage | Rejection => {
    const bars = body.data.bars;
    for (let i = 1; i < bars.length; i++) if (bars[i]!.t <= bars[i - 1]!.t) return reject('shape', `bars out of order at ${i}`);
    return { bars, noData: body.data.no_data === true };
  },
  fallback: CHART_BARS_DEFAULT,
});
export const fetchChartBars = /* @__PURE__ */ endpointFn(chartBarsEndpoint);

const EMPTY_LIST: readonly never[] = /* @__PURE__ */ frozen([]);

export const chartSearchEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'chartSearch',
  method: 'GET',
  path: PATHS.chartSearch,
  validate: validateChartSearchResponse,
  query: (p: { query: string; limit?: number }) => ({ query: p.query, limit: p.limit ?? 20 }),
  select: (body): readonly ChartSearchItem[] => body.data.list,
  fallback: EMPTY_LIST as readonly ChartSearchItem[],
});
export const fetchChartSearch = /* @__PURE__ */ endpointFn(chartSearchEndpoint);

export const chartMarksEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'chartMarks',
  method: 'GET',
  path: PATHS.chartMarks,
  validate: validateChartMarksResponse,
  query: (p: { symbol: string }) => ({ symbol: p.symbol }),
  select: (body): readonly TradeMark[] => body.data.list,
  fallback: EMPTY_LIST as readonly TradeMark[],
});
export const fetchChartMarks = /* @__PURE__ */ endpointFn(chartMarksEndpoint);

export const chartEventsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'chartEvents',
  method: 'GET',
  path: PATHS.chartEvents,
  validate: validateChartEventsResponse,
  query: (p: { symbol: string }) => ({ symbol: p.symbol }),
  select: (body): readonly ChartEvent[] => body.data.list,
  fallback: EMPTY_LIST as readonly ChartEvent[],
});
export const fetchChartEvents = /* @__PURE__ */ endpointFn(chartEventsEndpoint);

export const liquidationMapEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'liquidationMap',
  method: 'GET',
  path: PATHS.liquidationMap,
  validate: validateLiquidationMapResponse,
  query: (p: { symbol: string }) => ({ symbol: p.symbol }),
  select: (body): readonly LiquidationRecord[] => body.data.list,
  fallback: EMPTY_LIST as readonly LiquidationRecord[],
});
export const fetchLiquidationMap = /* @__PURE__ */ endpointFn(liquidationMapEndpoint);

/**
 * Query options for the chart's layers, read through src/api/hooks.ts like src/api/queries.ts's
 * (the keys are unchanged: the markers are the user's, cleared on login and logout).
 */
export const chartMarksQuery = ({ symbol, enabled = true }: { symbol: string; enabled?: boolean }) =>
  queryOptions({
    queryKey: ['api', 'user', 'chartMarks', symbol] as const,
    queryFn: ({ signal }) => fetchChartMarks({ symbol, signal }),
    enabled,
  });

export const chartEventsQuery = ({ symbol, enabled = true }: { symbol: string; enabled?: boolean }) =>
  queryOptions({
    queryKey: ['api', 'public', 'chartEvents', symbol] as const,
    queryFn: ({ signal }) => fetchChartEvents({ symbol, signal }),
    enabled,
  });

export const liquidationMapQuery = ({ symbol, enabled = true }: { symbol: string; enabled?: boolean }) =>
  queryOptions({
    queryKey: ['api', 'public', 'liquidationMap', symbol] as const,
    queryFn: ({ signal }) => fetchLiquidationMap({ symbol, signal }),
    enabled,
  });

export const positionsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'positions',
  method: 'GET',
  path: PATHS.positions,
  validate: validatePositionsResponse,
  query: (p: { symbol: string }) => ({ symbol: p.symbol }),
  select: (body): readonly Position[] => body.data.list,
  fallback: EMPTY_LIST as readonly Position[],
});

/** Position actions answer an acknowledgement; a failure is false and the line stays. */
export const positionCloseEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'positionClose',
  method: 'POST',
  path: PATHS.positionClose,
  validate: validateAckResponse,
  body: (p: { id: string }) => ({ id: p.id }),
  select: (): boolean => true,
  fallback: false,
});

export const positionTpslEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'positionTpsl',
  method: 'POST',
  path: PATHS.positionTpsl,
  validate: validateAckResponse,
  body: (p: { id: string; take_profit: string; stop_loss: string }) => ({ id: p.id, take_profit: p.take_profit, stop_loss: p.stop_loss }),
  select: (): boolean => true,
  fallback: false,
});
export const setPositionTpsl = /* @__PURE__ */ endpointFn(positionTpslEndpoint);

export const positionReverseEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'positionReverse',
  method: 'POST',
  path: PATHS.positionReverse,
  validate: validateAckResponse,
  body: (p: { id: string }) => ({ id: p.id }),
  select: (): boolean => true,
  fallback: false,
});
