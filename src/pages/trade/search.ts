/** Search and path parameters of the trading pages (SPEC section 2, Trading). */
import {
  assetCode,
  integer,
  oneOf,
  optional,
  parsePair,
  searchValidator,
} from '../../lib/searchParams';

const DEFAULT_SPOT_PAIR = { base: 'BTC', quote: 'USDT' } as const;

/** `/trade/{base}_{quote}`; anything unparsable shows the default market. */
export function spotPair(value: unknown): { base: string; quote: string } {
  return parsePair(value) ?? { ...DEFAULT_SPOT_PAIR };
}

const TRADE_TABS = ['spot', 'isolated_margin'] as const;
export type TradeTab = (typeof TRADE_TABS)[number];

export interface SpotTradeSearch {
  /** `isolated_margin` opens the isolated-margin order form; spot otherwise. */
  tab: TradeTab;
}

export const validateSpotTradeSearch = searchValidator<SpotTradeSearch>((raw) => ({
  tab: oneOf(raw.tab, TRADE_TABS) ?? 'spot',
}));

/** `/futures/{unit}/{contract}`: the settlement unit and the contract. */
const FUTURES_UNITS = ['USDT', 'BTC', 'USD'] as const;
export type FuturesUnit = (typeof FUTURES_UNITS)[number];

export function futuresRoute(unit: unknown, contract: unknown): { unit: FuturesUnit; base: string; quote: string } {
  const settle = oneOf(assetCode(unit), FUTURES_UNITS) ?? 'USDT';
  const pair = parsePair(contract);
  if (pair === undefined) return { unit: settle, base: 'BTC', quote: settle };
  return { unit: settle, ...pair };
}

export interface DeliverySearch {
  /** `/futures-delivery?base=ETH`: the coin whose current quarterly contract the page trades (BTC by default). */
  base?: string;
}

export const validateDeliverySearch = searchValidator<DeliverySearch>((raw) => optional('base', assetCode(raw.base)));

/** SPEC section 9: alpha precision default 8. */
export const ALPHA_DEFAULT_PRECISION = 8;

export interface AlphaTokenSearch {
  /** Quote pair, e.g. `PEPE_USDT`. */
  pair?: string;
  /** Decimals of prices. */
  quote_prec: number;
  /** Decimals of amounts. */
  amount_prec: number;
}

export const validateAlphaTokenSearch = searchValidator<AlphaTokenSearch>((raw) => {
  const pair = parsePair(raw.pair);
  return {
    ...optional('pair', pair ? `${pair.base}_${pair.quote}` : undefined),
    quote_prec: integer(raw.quote_prec, 0, 18) ?? ALPHA_DEFAULT_PRECISION,
    amount_prec: integer(raw.amount_prec, 0, 18) ?? ALPHA_DEFAULT_PRECISION,
  };
});

/** `/convert/{from}/{to}`, USDT to BTC by default. */
export function convertPair(from: unknown, to: unknown): { from: string; to: string } {
  const a = assetCode(from) ?? 'USDT';
  const b = assetCode(to) ?? 'BTC';
  return a === b ? { from: 'USDT', to: 'BTC' } : { from: a, to: b };
}
