/**
 * Markets and earn (for the markets and earn pages; the endpoints are ours, paths in ./paths).
 */
import { validateEarnProductsResponse, validateMarketTickersResponse } from '../../generated/validatorLoaders';
import { type EarnProduct, type Ticker } from '../../generated/validators';
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
