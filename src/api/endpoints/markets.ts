/**
 * Markets and earn (for the markets and earn pages; the endpoints are ours, paths in ./paths).
 */
import { validateCoinDirectoryResponse, validateCoinHistoryResponse, validateEarnProductsResponse, validateMarketTickersResponse } from '../../generated/validatorLoaders';
import { type CoinHistoryPoint, type DirectoryCoin, type EarnProduct, type Ticker } from '../../generated/validators';
import { defineEndpoint, endpointFn, frozen } from '../client';
import { PATHS } from '../paths';

export type { EarnProduct, Ticker };

/** A failure shows no pairs (the page's empty state). */
const MARKET_TICKERS_DEFAULT: readonly Ticker[] = /* @__PURE__ */ frozen([]);

export const marketTickersEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'marketTickers',
  method: 'GET',
  path: PATHS.marketTickers,
  validate: validateMarketTickersResponse,
  // Without a quote: the USDT markets every page lists; with one (BTC, ETH, a fiat): the pairs
  // quoted in it (the trading page's market list panel).
  query: (p: { quote?: string }) => ({ quote: p.quote }),
  select: (body): readonly Ticker[] => body.data.list,
  fallback: MARKET_TICKERS_DEFAULT,
});
export const fetchMarketTickers = /* @__PURE__ */ endpointFn(marketTickersEndpoint);

const EARN_PRODUCTS_DEFAULT: readonly EarnProduct[] = /* @__PURE__ */ frozen([]);

export const earnProductsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'earnProducts',
  method: 'GET',
  path: PATHS.earnProducts,
  validate: validateEarnProductsResponse,
  query: (p: { asset?: string }) => ({ asset: p.asset }),
  select: (body): readonly EarnProduct[] => body.data.list,
  fallback: EARN_PRODUCTS_DEFAULT,
});
export const fetchEarnProducts = /* @__PURE__ */ endpointFn(earnProductsEndpoint);

// --- The coin directory and a coin's history (issue 39) -----------------------------------------------

export type { DirectoryCoin, CoinHistoryPoint };

/** A failure shows no coins (the pages' empty state; home's markets hide). */
const COIN_DIRECTORY_DEFAULT: readonly DirectoryCoin[] = /* @__PURE__ */ frozen([]);

export const coinDirectoryEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'coinDirectory',
  method: 'GET',
  path: PATHS.coinDirectory,
  validate: validateCoinDirectoryResponse,
  select: (body): readonly DirectoryCoin[] => body.data.list,
  fallback: COIN_DIRECTORY_DEFAULT,
});
export const fetchCoinDirectory = /* @__PURE__ */ endpointFn(coinDirectoryEndpoint);

/** The chart's ranges on /price/{coin}. */
export const HISTORY_RANGES = ['1D', '7D', '1M', '1Y', 'ALL'] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];

export const coinHistoryEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'coinHistory',
  method: 'GET',
  path: PATHS.coinHistory,
  envelope: 'answer',
  validate: validateCoinHistoryResponse,
  query: (p: { slug: string; range: HistoryRange }) => ({ slug: p.slug, range: p.range }),
  // A failure and an unknown coin both leave the chart without points (its error state).
  select: (body): readonly CoinHistoryPoint[] | null => (body.code === 0 && body.data !== null ? body.data.points : null),
  fallback: null as readonly CoinHistoryPoint[] | null,
});
export const fetchCoinHistory = /* @__PURE__ */ endpointFn(coinHistoryEndpoint);
