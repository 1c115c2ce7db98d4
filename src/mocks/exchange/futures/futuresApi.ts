/**
 * The futures and transfer endpoints' answers (docs/futures.md), for src/mocks/handlers.ts: each
 * takes the session's owner and the request's parameters and returns `{ code, message, data }`.
 */
import { CODES } from '../exchange';
import {
  advanceFutures,
  allContracts,
  cancelFuturesOrder,
  closeAtMarket,
  contractOf,
  fundingHistory,
  futuresOpenOrders,
  futuresOrderHistory,
  placeFuturesOrder,
  positionHistory,
  reversePosition,
  setTpsl,
  snapshotOf,
  type FuturesPlaceRequest,
  type ListFilter,
} from './futures';
import { addAdvancer, withExchange } from '../store';
import type { Outcome, Owner } from '../types';

const success = <T>(data: T): Outcome<T> => ({ code: 0, message: 'success', data });
const failure = (code: number, message: string): Outcome<never> => ({ code, message, data: null });

// Resting orders, TP/SL, funding and liquidations follow the demo clock.
addAdvancer(advanceFutures);

export function futuresContractsAnswer(symbol: string | null) {
  return withExchange((state, venue, now) => {
    if (symbol === null || symbol === '') return { result: success({ list: allContracts(state, venue, now) }) };
    const contract = contractOf(state, venue, symbol.toUpperCase(), now);
    return { result: contract ? success({ list: [contract] }) : failure(CODES.notFound, `Unknown contract ${symbol}.`) };
  });
}

export function futuresAccountAnswer(owner: Owner) {
  return success(withExchange((state, venue, now) => ({ result: snapshotOf(state, venue, owner, now) })));
}

export function futuresPlaceAnswer(owner: Owner, body: FuturesPlaceRequest) {
  return withExchange((state, venue, now) => {
    const { outcome, events } = placeFuturesOrder(state, venue, owner, body, now);
    return { result: outcome, events };
  });
}

export function futuresCancelAnswer(owner: Owner, body: { id?: unknown }) {
  return withExchange((state, venue, now) => {
    const { outcome, events } = cancelFuturesOrder(state, venue, owner, body.id, now);
    return { result: outcome, events };
  });
}

export function futuresOpenOrdersAnswer(owner: Owner, symbol: string | null) {
  return success({ list: withExchange((state, _venue, now) => ({ result: futuresOpenOrders(state, owner, symbol || undefined, now) })) });
}

function listFilter(params: URLSearchParams): ListFilter | null {
  const page = params.get('page') ?? '1';
  const limit = params.get('limit') ?? '20';
  if (!/^\d{1,6}$/.test(page) || !/^\d{1,3}$/.test(limit) || Number(page) < 1 || Number(limit) < 1 || Number(limit) > 100) return null;
  return { symbol: params.get('symbol') || undefined, page: Number(page), limit: Number(limit) };
}

const LISTS = { orders: futuresOrderHistory, positions: positionHistory, funding: fundingHistory } as const;

export function futuresListAnswer(owner: Owner, list: keyof typeof LISTS, params: URLSearchParams) {
  const filter = listFilter(params);
  if (!filter) return failure(CODES.invalid, 'Invalid page or limit.');
  const read = LISTS[list];
  return success(withExchange((state, _venue, now) => ({ result: read(state, owner, filter, now) })));
}

/** The chart's and the list's position buttons (close at market, reverse, TP/SL) on the real account. */
export function positionActionAnswer(owner: Owner, action: 'close' | 'reverse' | 'tpsl', body: Record<string, unknown>) {
  return withExchange((state, venue, now) => {
    const { outcome, events } = action === 'close' ? closeAtMarket(state, venue, owner, body.id, now) : action === 'reverse' ? reversePosition(state, venue, owner, body.id, now) : setTpsl(state, venue, owner, body, now);
    return { result: outcome, events };
  });
}

/**
 * The chart's positions endpoint (schemas/api/positions.schema.json): the owner's open futures
 * positions on `symbol`, from the futures account (nothing else holds a position).
 */
export function chartPositionsAnswer(owner: Owner, symbol: string) {
  const positions = withExchange((state, venue, now) => ({ result: snapshotOf(state, venue, owner, now).positions }));
  return {
    list: positions
      .filter((p) => p.symbol === symbol)
      .map((p) => ({ id: p.id, symbol: p.symbol, side: p.side === 'long' ? 1 : -1, size: p.size, entry_price: p.entry_price, leverage: p.leverage, take_profit: p.take_profit, stop_loss: p.stop_loss })),
  };
}

/** Whether `id` is one of the owner's futures positions. */
export function ownsFuturesPosition(owner: Owner, id: unknown): boolean {
  return withExchange((state) => ({ result: state.futures?.positions.some((p) => p.owner === owner && p.id === id) ?? false }));
}
