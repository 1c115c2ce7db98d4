/**
 * The isolated margin endpoints' answers (docs/margin.md), for src/mocks/handlers.ts: each takes
 * the session's persona and the request and returns `{ code, message, data }`. Interest and
 * liquidation run with the store's catch-up (registered here), so they happen before every
 * request, each second while the demo runs and over the time away after a reload.
 */
import { CODES, type PlaceRequest } from '../exchange';
import { addAdvancer, withExchange } from '../store';
import type { Outcome, Owner } from '../types';
import { advanceMargin, marginBorrow, marginCancelOrder, marginHistory, marginOpenOrders, marginOrderHistory, marginPlaceOrder, marginRepay, marginSnapshotOf, marginTransfer, setMaintenanceOverride, type MarginListFilter } from './margin';

addAdvancer(advanceMargin);

const success = <T>(data: T): Outcome<T> => ({ code: 0, message: 'success', data });
const failure = (code: number, message: string): Outcome<never> => ({ code, message, data: null });

export function marginAccountAnswer(persona: Owner, symbol: string | null) {
  return withExchange((state, venue, now) => {
    const snapshot = marginSnapshotOf(state, venue, persona, (symbol ?? '').toUpperCase(), now);
    return { result: snapshot === null ? failure(CODES.notFound, `Isolated margin is not available for ${symbol ?? 'this pair'}.`) : success(snapshot) };
  });
}

const ACTIONS = { transfer: marginTransfer, borrow: marginBorrow, repay: marginRepay } as const;

export function marginActionAnswer(persona: Owner, action: keyof typeof ACTIONS, body: Record<string, unknown>) {
  return withExchange((state, venue, now) => {
    const { outcome, events } = ACTIONS[action](state, venue, persona, body, now);
    return { result: outcome, events };
  });
}

export function marginPlaceAnswer(persona: Owner, body: PlaceRequest) {
  return withExchange((state, venue, now) => {
    const { outcome, events } = marginPlaceOrder(state, venue, persona, body, now);
    return { result: outcome, events };
  });
}

export function marginCancelAnswer(persona: Owner, body: { id?: unknown }) {
  return withExchange((state, venue, now) => {
    const { outcome, events } = marginCancelOrder(state, venue, persona, body.id, now);
    return { result: outcome, events };
  });
}

export function marginOpenOrdersAnswer(persona: Owner, symbol: string | null) {
  return success({ list: withExchange((state) => ({ result: marginOpenOrders(state, persona, symbol || undefined) })) });
}

/** symbol?, side?, page (1-based, default 1), limit (1 to 100, default 20); 40001 for anything else. */
function listFilter(params: URLSearchParams): MarginListFilter | null {
  const page = params.get('page') ?? '1';
  const limit = params.get('limit') ?? '20';
  const side = params.get('side') || undefined;
  if (!/^\d{1,6}$/.test(page) || !/^\d{1,3}$/.test(limit) || Number(page) < 1 || Number(limit) < 1 || Number(limit) > 100) return null;
  if (side !== undefined && side !== 'buy' && side !== 'sell') return null;
  return { symbol: params.get('symbol') || undefined, side, page: Number(page), limit: Number(limit) };
}

export function marginListAnswer(persona: Owner, list: 'orders' | 'history', params: URLSearchParams) {
  const filter = listFilter(params);
  if (!filter) return failure(CODES.invalid, 'Invalid page, limit or side.');
  return success(withExchange((state) => ({ result: list === 'orders' ? marginOrderHistory(state, persona, filter) : marginHistory(state, persona, filter) })));
}

/** The demo's raised maintenance level (`?marginlevel=1.5`, docs/margin.md): the next second liquidates what falls below it. */
export function setDemoMaintenanceLevel(level: string | null): void {
  withExchange((state) => {
    setMaintenanceOverride(state, level);
    return { result: null };
  });
}
