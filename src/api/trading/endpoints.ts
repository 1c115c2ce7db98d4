/**
 * Spot trading (issue 35; the contract is docs/trading-api.md, paths in ../paths): pair rules,
 * the spot account, placing and canceling orders, open orders, order history and the user's
 * fills. Decimals stay strings as the server sent them (no binary floating point between the
 * server and the screen); `decimalNumber` turns one into a number at the edge that needs it (a
 * slider, a sort). A failed call is the endpoint's documented default: no rules, no balances, no
 * orders; place and cancel answer null, and a rejection is an answer (its code and message, which
 * the form shows as the server says it).
 */
import {
  validatePairRulesResponse,
  validateSpotBalancesResponse,
  validateSpotCancelAllResponse,
  validateSpotMyTradesResponse,
  validateSpotOpenOrdersResponse,
  validateSpotOrderHistoryResponse,
  validateSpotOrderResponse,
} from '../../generated/validatorLoaders';
import { type PairRule, type SpotBalance, type SpotFill, type SpotOrder } from '../../generated/validators';
import { defineEndpoint, endpointFn, frozen } from '../client';
import { PATHS } from '../paths';

export type { PairRule, SpotBalance, SpotFill, SpotOrder };

export type OrderSide = SpotOrder['side'];
export type OrderType = SpotOrder['type'];
export type TimeInForce = SpotOrder['time_in_force'];
export type OrderStatus = SpotOrder['status'];

/** The rejection codes of docs/trading-api.md (HTTP 200, nonzero code, the server's message). */
export const TRADING_CODES = {
  invalid: 40001,
  insufficientBalance: 40010,
  belowMinimum: 40011,
  aboveMaximum: 40012,
  offTickOrStep: 40013,
  postOnlyWouldTake: 40014,
  fokUnfillable: 40015,
  noLiquidity: 40016,
  notLoggedIn: 40100,
  /** The fund password sent with the order is not the account's. */
  wrongFundPassword: 40130,
  notFound: 40400,
} as const;

/** A decimal string of the wire as a number (NaN for '' or garbage): for display edges only. */
export function decimalNumber(value: string | number | null | undefined): number {
  if (value === null || value === undefined || value === '') return Number.NaN;
  return typeof value === 'number' ? value : Number(value);
}

/** The pair's rule, or undefined when the backend has none for it (trading unavailable). */
export function ruleFor(rules: readonly PairRule[], symbol: string): PairRule | undefined {
  return rules.find((rule) => rule.symbol === symbol);
}

/** Open, untriggered or partly filled: cancelable, listed under Open orders. */
export function isOpenStatus(status: OrderStatus): boolean {
  return status === 'open' || status === 'partially_filled' || status === 'untriggered';
}

// --- Rules and account -------------------------------------------------------------------------

export const pairRulesEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'pairRules',
  method: 'GET',
  path: PATHS.pairRules,
  validate: validatePairRulesResponse,
  query: (p: { symbol?: string }) => ({ symbol: p.symbol }),
  select: (body): readonly PairRule[] => body.data.list,
  fallback: /* @__PURE__ */ frozen([]) as readonly PairRule[],
});
export const fetchPairRules = /* @__PURE__ */ endpointFn(pairRulesEndpoint);

export interface SpotAccount {
  readonly list: readonly SpotBalance[];
  /** Grows with every change; -1 for the default (any pushed balances are newer). */
  readonly seq: number;
}

export const spotBalancesEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'spotBalances',
  method: 'GET',
  path: PATHS.spotBalances,
  validate: validateSpotBalancesResponse,
  select: (body): SpotAccount => ({ list: body.data.list, seq: body.data.seq }),
  fallback: /* @__PURE__ */ frozen({ list: [], seq: -1 }) as SpotAccount,
});
export const fetchSpotBalances = /* @__PURE__ */ endpointFn(spotBalancesEndpoint);

/** The asset's balance in the account (zeros when it holds none). */
export function balanceOf(account: SpotAccount, currency: string): SpotBalance {
  return account.list.find((b) => b.currency === currency) ?? { currency, available: '0', locked: '0' };
}

// --- Orders ---------------------------------------------------------------------------------------

export interface PlaceOrderParams {
  readonly symbol: string;
  readonly side: OrderSide;
  readonly type: OrderType;
  /** Limit and stop-limit. */
  readonly price?: string;
  /** Stop-limit: triggers when the last price reaches it. */
  readonly stop_price?: string;
  /** Base amount (market buys too). */
  readonly amount: string;
  /** Default gtc. */
  readonly time_in_force?: TimeInForce;
  /** Idempotency: the same client_id twice answers the first order. */
  readonly client_id: string;
  /**
   * The fund password the user typed for this order, when their frequency asked for it (SPEC
   * section 4): the backend checks it and refuses a wrong one (40130). Absent when not asked.
   */
  readonly fund_password?: string;
}

/** A place or cancel answer: code 0 with the order, or a rejection's code and the server's message. */
export interface OrderAnswer {
  readonly code: number;
  readonly message: string;
  readonly order: SpotOrder | null;
}

/** An order call's answer as the forms read it (spot and isolated margin, ./margin.ts). */
export const toOrderAnswer = (body: { code: number; message?: string; data?: SpotOrder | null }): OrderAnswer => ({
  code: body.code,
  message: body.message ?? '',
  order: body.data ?? null,
});

/** What an order call sends (spot and isolated margin, ./margin.ts): the fields the backend reads, GTC unless said. */
export const orderBody = (p: PlaceOrderParams) => ({
  symbol: p.symbol,
  side: p.side,
  type: p.type,
  price: p.price,
  stop_price: p.stop_price,
  amount: p.amount,
  time_in_force: p.time_in_force ?? 'gtc',
  client_id: p.client_id,
  ...(p.fund_password === undefined ? {} : { fund_password: p.fund_password }),
});

/** The answer; null when the call failed (network, timeout, malformed): the form says why in its own words. */
export const spotPlaceOrderEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'spotPlaceOrder',
  method: 'POST',
  path: PATHS.spotPlaceOrder,
  envelope: 'answer',
  validate: validateSpotOrderResponse,
  body: orderBody,
  select: toOrderAnswer,
  fallback: null as OrderAnswer | null,
});
export const placeSpotOrder = /* @__PURE__ */ endpointFn(spotPlaceOrderEndpoint);

export const spotCancelOrderEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'spotCancelOrder',
  method: 'POST',
  path: PATHS.spotCancelOrder,
  envelope: 'answer',
  validate: validateSpotOrderResponse,
  body: (p: { id: string }) => ({ id: p.id }),
  select: toOrderAnswer,
  fallback: null as OrderAnswer | null,
});
export const cancelSpotOrder = /* @__PURE__ */ endpointFn(spotCancelOrderEndpoint);

/** How many orders were canceled; null when the call failed. */
export const spotCancelAllEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'spotCancelAll',
  method: 'POST',
  path: PATHS.spotCancelAll,
  validate: validateSpotCancelAllResponse,
  body: (p: { symbol?: string }) => (p.symbol === undefined ? {} : { symbol: p.symbol }),
  select: (body): number | null => body.data.canceled,
  fallback: null as number | null,
});
export const cancelAllSpotOrders = /* @__PURE__ */ endpointFn(spotCancelAllEndpoint);

export const spotOpenOrdersEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'spotOpenOrders',
  method: 'GET',
  path: PATHS.spotOpenOrders,
  validate: validateSpotOpenOrdersResponse,
  query: (p: { symbol?: string }) => ({ symbol: p.symbol }),
  select: (body): readonly SpotOrder[] => body.data.list,
  fallback: /* @__PURE__ */ frozen([]) as readonly SpotOrder[],
});
export const fetchSpotOpenOrders = /* @__PURE__ */ endpointFn(spotOpenOrdersEndpoint);

/** A page of a list: page is 1-based. */
export interface PageParams {
  readonly symbol?: string;
  readonly side?: OrderSide;
  readonly page: number;
  readonly limit: number;
}

export interface Page<T> {
  readonly list: readonly T[];
  /** Items matching the filter over all pages. */
  readonly total: number;
}

const pageQuery = (p: PageParams) => ({ symbol: p.symbol, side: p.side, page: p.page, limit: p.limit });

export const spotOrderHistoryEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'spotOrderHistory',
  method: 'GET',
  path: PATHS.spotOrderHistory,
  validate: validateSpotOrderHistoryResponse,
  query: pageQuery,
  select: (body): Page<SpotOrder> => ({ list: body.data.list, total: body.data.total }),
  fallback: /* @__PURE__ */ frozen({ list: [], total: 0 }) as Page<SpotOrder>,
});
export const fetchSpotOrderHistory = /* @__PURE__ */ endpointFn(spotOrderHistoryEndpoint);

export const spotMyTradesEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'spotMyTrades',
  method: 'GET',
  path: PATHS.spotMyTrades,
  validate: validateSpotMyTradesResponse,
  query: pageQuery,
  select: (body): Page<SpotFill> => ({ list: body.data.list, total: body.data.total }),
  fallback: /* @__PURE__ */ frozen({ list: [], total: 0 }) as Page<SpotFill>,
});
export const fetchSpotMyTrades = /* @__PURE__ */ endpointFn(spotMyTradesEndpoint);
