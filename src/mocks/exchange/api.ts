/**
 * The trading endpoints' answers (docs/trading-api.md), for src/mocks/handlers.ts: each takes the
 * session's owner (a persona id) and the request's parameters and returns `{ code, message, data }`.
 */
import { CODES, balancesOf, cancelAll, cancelOrder, myTradesOf, openOrdersOf, orderHistoryOf, placeOrder, type PageFilter, type PlaceRequest } from './exchange';
import { withExchange } from './store';
import type { Outcome, Owner } from './types';
import { accountUsd, allRules, ruleForSymbol, usdPerUnit } from './venue';
import { heldOutsideSpot } from './money/moneyApi';
import { heldInMargin } from './margin/margin';

const success = <T>(data: T): Outcome<T> => ({ code: 0, message: 'success', data });
const failure = (code: number, message: string): Outcome<never> => ({ code, message, data: null });

/** Every listed pair's rules, or the one asked for (a cross included); 40400 for a pair not traded. */
export function pairRulesAnswer(symbol: string | null, owner: Owner | null) {
  if (symbol === null || symbol === '') return success({ list: allRules(owner) });
  const rule = ruleForSymbol(symbol.toUpperCase(), owner);
  return rule ? success({ list: [rule] }) : failure(CODES.notFound, `Unknown pair ${symbol}.`);
}

export function balancesAnswer(owner: Owner) {
  return success(withExchange((state, venue) => ({ result: balancesOf(state, venue, owner) })));
}

export function placeAnswer(owner: Owner, body: PlaceRequest) {
  return withExchange((state, venue, now) => {
    const { outcome, events } = placeOrder(state, venue, owner, body, now);
    return { result: outcome, events };
  });
}

export function cancelAnswer(owner: Owner, body: { id?: unknown }) {
  return withExchange((state, venue, now) => {
    const { outcome, events } = cancelOrder(state, venue, owner, body.id, now);
    return { result: outcome, events };
  });
}

export function cancelAllAnswer(owner: Owner, body: { symbol?: unknown }) {
  if (body.symbol !== undefined && body.symbol !== null && typeof body.symbol !== 'string') return failure(CODES.invalid, 'symbol must be a pair.');
  const symbol = typeof body.symbol === 'string' && body.symbol !== '' ? body.symbol : undefined;
  return withExchange((state, venue, now) => {
    const { canceled, events } = cancelAll(state, venue, owner, symbol, now);
    return { result: success({ canceled }), events };
  });
}

export function openOrdersAnswer(owner: Owner, symbol: string | null) {
  return success({ list: withExchange((state) => ({ result: openOrdersOf(state, owner, symbol || undefined) })) });
}

/** symbol?, side?, page (1-based, default 1), limit (1 to 100, default 20); 40001 for anything else. */
function pageFilter(params: URLSearchParams): PageFilter | null {
  const page = params.get('page') ?? '1';
  const limit = params.get('limit') ?? '20';
  const side = params.get('side') || undefined;
  if (!/^\d{1,6}$/.test(page) || !/^\d{1,3}$/.test(limit) || Number(page) < 1 || Number(limit) < 1 || Number(limit) > 100) return null;
  if (side !== undefined && side !== 'buy' && side !== 'sell') return null;
  return { symbol: params.get('symbol') || undefined, side, page: Number(page), limit: Number(limit) };
}

export function orderHistoryAnswer(owner: Owner, params: URLSearchParams) {
  const filter = pageFilter(params);
  if (!filter) return failure(CODES.invalid, 'Invalid page, limit or side.');
  return success(withExchange((state) => ({ result: orderHistoryOf(state, owner, filter) })));
}

export function myTradesAnswer(owner: Owner, params: URLSearchParams) {
  const filter = pageFilter(params);
  if (!filter) return failure(CODES.invalid, 'Invalid page, limit or side.');
  return success(withExchange((state) => ({ result: myTradesOf(state, owner, filter) })));
}

/**
 * The account overview's totals from the same account the trade form reads, at the model's prices
 * now: total_usd and total_btc (total_funds), total (total_assets, in USDT).
 */
export function accountTotals(owner: Owner): { total_usd: string; total_btc: string } {
  const now = Date.now();
  // Earn products and copy accounts count too (docs/money-api.md): moving money between them changes no total.
  const usd = accountUsd(withExchange((state, venue) => ({ result: [...balancesOf(state, venue, owner).list, ...heldOutsideSpot(state, owner), ...heldInMargin(state, owner)] }), now), now / 1000);
  const btc = usdPerUnit('BTC', now / 1000) ?? 0;
  return { total_usd: usd.toFixed(2), total_btc: btc > 0 ? (usd / btc).toFixed(8) : '0' };
}
