/**
 * Isolated margin (the contract is docs/margin.md, paths in ../paths): the pair's isolated
 * account, transfers between spot and it, borrowing and repaying, and orders on it, matched by
 * the same engine as spot (so they answer the spot order's shape and reuse its validators). A
 * failed call is the endpoint's documented default (no account, no lists); transfer, borrow,
 * repay, place and cancel answer null on failure, and a rejection is an answer (its code and the
 * server's message, which the dialog or the form shows as it says it).
 */
import {
  validateMarginAccountResponse,
  validateMarginHistoryResponse,
  validateSpotOpenOrdersResponse,
  validateSpotOrderHistoryResponse,
  validateSpotOrderResponse,
} from '../../generated/validatorLoaders';
import type { MarginRecord, MarginSnapshot, SpotOrder } from '../../generated/validators';
import { defineEndpoint, endpointFn, frozen } from '../client';
import { PATHS } from '../paths';
import { orderBody, toOrderAnswer, type OrderAnswer, type Page, type PageParams } from './endpoints';

export type { MarginRecord, MarginSnapshot };

/** The pair's isolated account; null when the call failed, the user is logged out or the pair has no isolated margin. */
export const marginAccountEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'marginAccount',
  method: 'GET',
  path: PATHS.marginAccount,
  validate: validateMarginAccountResponse,
  query: (p: { symbol: string }) => ({ symbol: p.symbol }),
  select: (body): MarginSnapshot | null => body.data ?? null,
  fallback: null as MarginSnapshot | null,
});
export const fetchMarginAccount = /* @__PURE__ */ endpointFn(marginAccountEndpoint);

export interface MarginAnswer {
  readonly code: number;
  readonly message: string;
  readonly account: MarginSnapshot | null;
}

const toMarginAnswer = (body: { code: number; message?: string; data?: MarginSnapshot | null }): MarginAnswer => ({ code: body.code, message: body.message ?? '', account: body.data ?? null });

export interface MarginMoveParams {
  readonly symbol: string;
  readonly currency: string;
  readonly amount: string;
}

export interface MarginTransferParams extends MarginMoveParams {
  /** in: spot to the isolated account; out: back to spot. */
  readonly direction: 'in' | 'out';
}

export const marginTransferEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'marginTransfer',
  method: 'POST',
  path: PATHS.marginTransfer,
  envelope: 'answer',
  validate: validateMarginAccountResponse,
  body: (p: MarginTransferParams) => ({ symbol: p.symbol, currency: p.currency, direction: p.direction, amount: p.amount }),
  select: toMarginAnswer,
  fallback: null as MarginAnswer | null,
});
export const transferMargin = /* @__PURE__ */ endpointFn(marginTransferEndpoint);

export const marginBorrowEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'marginBorrow',
  method: 'POST',
  path: PATHS.marginBorrow,
  envelope: 'answer',
  validate: validateMarginAccountResponse,
  body: (p: MarginMoveParams) => ({ symbol: p.symbol, currency: p.currency, amount: p.amount }),
  select: toMarginAnswer,
  fallback: null as MarginAnswer | null,
});
export const borrowMargin = /* @__PURE__ */ endpointFn(marginBorrowEndpoint);

export const marginRepayEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'marginRepay',
  method: 'POST',
  path: PATHS.marginRepay,
  envelope: 'answer',
  validate: validateMarginAccountResponse,
  body: (p: MarginMoveParams) => ({ symbol: p.symbol, currency: p.currency, amount: p.amount }),
  select: toMarginAnswer,
  fallback: null as MarginAnswer | null,
});
export const repayMargin = /* @__PURE__ */ endpointFn(marginRepayEndpoint);


export const marginPlaceOrderEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'marginPlaceOrder',
  method: 'POST',
  path: PATHS.marginPlaceOrder,
  envelope: 'answer',
  validate: validateSpotOrderResponse,
  body: orderBody,
  select: toOrderAnswer,
  fallback: null as OrderAnswer | null,
});
export const placeMarginOrder = /* @__PURE__ */ endpointFn(marginPlaceOrderEndpoint);

export const marginCancelOrderEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'marginCancelOrder',
  method: 'POST',
  path: PATHS.marginCancelOrder,
  envelope: 'answer',
  validate: validateSpotOrderResponse,
  body: (p: { id: string }) => ({ id: p.id }),
  select: toOrderAnswer,
  fallback: null as OrderAnswer | null,
});
export const cancelMarginOrder = /* @__PURE__ */ endpointFn(marginCancelOrderEndpoint);

export const marginOpenOrdersEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'marginOpenOrders',
  method: 'GET',
  path: PATHS.marginOpenOrders,
  validate: validateSpotOpenOrdersResponse,
  query: (p: { symbol?: string }) => ({ symbol: p.symbol }),
  select: (body): readonly SpotOrder[] => body.data.list,
  fallback: /* @__PURE__ */ frozen([]) as readonly SpotOrder[],
});
export const fetchMarginOpenOrders = /* @__PURE__ */ endpointFn(marginOpenOrdersEndpoint);

const pageQuery = (p: PageParams) => ({ symbol: p.symbol, side: p.side, page: p.page, limit: p.limit });

export const marginOrderHistoryEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'marginOrderHistory',
  method: 'GET',
  path: PATHS.marginOrderHistory,
  validate: validateSpotOrderHistoryResponse,
  query: pageQuery,
  select: (body): Page<SpotOrder> => ({ list: body.data.list, total: body.data.total }),
  fallback: /* @__PURE__ */ frozen({ list: [], total: 0 }) as Page<SpotOrder>,
});
export const fetchMarginOrderHistory = /* @__PURE__ */ endpointFn(marginOrderHistoryEndpoint);

export const marginHistoryEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'marginHistory',
  method: 'GET',
  path: PATHS.marginHistory,
  validate: validateMarginHistoryResponse,
  query: pageQuery,
  select: (body): Page<MarginRecord> => ({ list: body.data.list, total: body.data.total }),
  fallback: /* @__PURE__ */ frozen({ list: [], total: 0 }) as Page<MarginRecord>,
});
export const fetchMarginHistory = /* @__PURE__ */ endpointFn(marginHistoryEndpoint);
