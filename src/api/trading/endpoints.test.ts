/**
 * Spot trading through the API layer against the mocked backend (docs/trading-api.md): what a
 * trader does on the trade page, call by call, and what every view then reads.
 */
import { QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { resetExchange } from '../../mocks/exchange/store';
import { PERSONAS, sessionCookies } from '../../mocks/personas';
import { resetMockState, setMockSettings } from '../../mocks/state';
import { createTestClient } from '../../mocks/testClient';
import { fetchTotalFunds } from '../endpoints/user';
import {
  balanceOf,
  cancelAllSpotOrders,
  cancelSpotOrder,
  decimalNumber,
  fetchPairRules,
  fetchSpotBalances,
  fetchSpotMyTrades,
  fetchSpotOpenOrders,
  fetchSpotOrderHistory,
  placeSpotOrder,
  ruleFor,
  TRADING_CODES,
  type SpotOrder,
} from './endpoints';
import { pairRuleQuery, spotBalancesQuery, spotOpenOrdersQuery, tradingKeys } from './queries';
import { applyBalances, applyOrder } from '../stream/privateStream';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetExchange());
afterEach(() => {
  server.resetHandlers();
  resetMockState();
});
afterAll(() => server.close());

async function kyc2() {
  await setMockSettings({ persona: 'kyc2' });
  return createTestClient({ cookies: { ...(sessionCookies(PERSONAS.kyc2) ?? {}), csrftoken: 'csrf-test' } }).client;
}

async function btcRule(client: Awaited<ReturnType<typeof kyc2>>) {
  const rule = ruleFor((await fetchPairRules({ client })).data, 'BTC_USDT');
  if (!rule) throw new Error('no BTC_USDT rule');
  return rule;
}

describe('pair rules', () => {
  it('one rule per pair, with the fee rates of the user tier (kyc2 is VIP 1: 0.09 % / 0.095 %)', async () => {
    const client = await kyc2();
    const rule = await btcRule(client);
    expect(rule).toMatchObject({ base: 'BTC', quote: 'USDT', min_notional: '5', maker_fee_rate: '0.0009', taker_fee_rate: '0.00095' });
    expect(decimalNumber(rule.price_tick)).toBe(10 ** -rule.price_precision);
    // A visitor sees tier 0; a cross (BTC_JPY) asked for by symbol converts the minimum value.
    const visitor = createTestClient().client;
    expect(ruleFor((await fetchPairRules({ client: visitor })).data, 'BTC_USDT')?.taker_fee_rate).toBe('0.001');
    const jpy = (await fetchPairRules({ client: visitor, symbol: 'BTC_JPY' })).data[0];
    expect(jpy).toMatchObject({ quote: 'JPY' });
    expect(Number(jpy?.min_notional)).toBeGreaterThan(700);
  });
});

describe('an order from the form to every list', () => {
  it('a limit buy below the market rests and locks; canceling gives the balance back', async () => {
    const client = await kyc2();
    const before = balanceOf((await fetchSpotBalances({ client })).data, 'USDT');
    expect(Number(before.available)).toBeGreaterThan(5000);
    const placed = await placeSpotOrder({ client, symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '1000', amount: '0.01', client_id: 'a-1' });
    expect(placed.data).toMatchObject({ code: 0, order: { status: 'open', price: '1000', amount: '0.01', filled: '0' } });
    const order = placed.data?.order as SpotOrder;
    const locked = balanceOf((await fetchSpotBalances({ client })).data, 'USDT');
    expect(locked.locked).toBe('10');
    expect(Number(locked.available)).toBeCloseTo(Number(before.available) - 10, 8);
    expect((await fetchSpotOpenOrders({ client })).data.map((o) => o.id)).toEqual([order.id]);

    const canceled = await cancelSpotOrder({ client, id: order.id });
    expect(canceled.data).toMatchObject({ code: 0, order: { status: 'canceled' } });
    expect(balanceOf((await fetchSpotBalances({ client })).data, 'USDT')).toEqual(before);
    expect((await fetchSpotOpenOrders({ client })).data).toEqual([]);
    expect((await fetchSpotOrderHistory({ client, page: 1, limit: 10 })).data.list[0]).toMatchObject({ id: order.id, status: 'canceled' });
    // Canceling again is refused in the server's words.
    expect((await cancelSpotOrder({ client, id: order.id })).data).toMatchObject({ code: TRADING_CODES.notFound, order: null });
  });

  it('a marketable limit buy fills at once: the fill is in the trade history, the fee in BTC', async () => {
    const client = await kyc2();
    const rule = await btcRule(client);
    const btcBefore = Number(balanceOf((await fetchSpotBalances({ client })).data, 'BTC').available);
    const placed = await placeSpotOrder({ client, symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '1000000', amount: '0.001', time_in_force: 'ioc', client_id: 'b-1' });
    expect(placed.data).toMatchObject({ code: 0, order: { status: 'filled', filled: '0.001', fee_currency: 'BTC' } });
    const fee = Number(placed.data?.order?.fee);
    expect(fee).toBeCloseTo(0.001 * Number(rule.taker_fee_rate), 12);
    const btcAfter = Number(balanceOf((await fetchSpotBalances({ client })).data, 'BTC').available);
    expect(btcAfter - btcBefore).toBeCloseTo(0.001 - fee, 10);
    const trades = (await fetchSpotMyTrades({ client, page: 1, limit: 10, symbol: 'BTC_USDT', side: 'buy' })).data;
    expect(trades.total).toBeGreaterThan(0);
    expect(trades.list[0]).toMatchObject({ order_id: placed.data?.order?.id, role: 'taker', fee_currency: 'BTC' });
    expect((await fetchSpotMyTrades({ client, page: 1, limit: 10, side: 'sell' })).data.total).toBe(0);
  });

  it('the same client_id twice answers the first order', async () => {
    const client = await kyc2();
    const params = { client, symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '1000', amount: '0.01', client_id: 'same' } as const;
    const first = await placeSpotOrder(params);
    const second = await placeSpotOrder(params);
    expect(second.data?.order?.id).toBe(first.data?.order?.id);
    expect((await fetchSpotOpenOrders({ client })).data).toHaveLength(1);
  });

  it('rejections are answers with the server message; cancel all empties Open orders', async () => {
    const client = await kyc2();
    const tooSmall = await placeSpotOrder({ client, symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '1000', amount: '0.001', client_id: 'c-1' });
    expect(tooSmall.data).toEqual({ code: TRADING_CODES.belowMinimum, message: 'Minimum order value is 5 USDT.', order: null });
    const tooMuch = await placeSpotOrder({ client, symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '1000', amount: '1000', client_id: 'c-2' });
    expect(tooMuch.data).toMatchObject({ code: TRADING_CODES.insufficientBalance, message: 'Insufficient balance.' });
    await placeSpotOrder({ client, symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '1000', amount: '0.01', client_id: 'c-3' });
    await placeSpotOrder({ client, symbol: 'ETH_USDT', side: 'buy', type: 'limit', price: '100', amount: '0.1', client_id: 'c-4' });
    expect((await cancelAllSpotOrders({ client, symbol: 'ETH_USDT' })).data).toBe(1);
    expect((await cancelAllSpotOrders({ client })).data).toBe(1);
    expect((await fetchSpotOpenOrders({ client })).data).toEqual([]);
  });

  it('a visitor is told to log in (40100), as an answer', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const visitor = createTestClient({ cookies: { csrftoken: 'csrf-test' } }).client;
    const placed = await placeSpotOrder({ client: visitor, symbol: 'BTC_USDT', side: 'buy', type: 'market', amount: '0.001', client_id: 'v-1' });
    expect(placed.data).toMatchObject({ code: TRADING_CODES.notLoggedIn, order: null });
    expect((await fetchSpotBalances({ client: visitor })).ok).toBe(false);
  });

  it('the account overview totals come from the same account, at the model prices', async () => {
    const client = await kyc2();
    const funds = (await fetchTotalFunds({ client })).data;
    // The persona's total when its account opens (what /myaccount showed before trading was real).
    expect(Number(funds.total_usd)).toBeCloseTo(Number(PERSONAS.kyc2.totalAssets), 0);
    expect(Number(funds.total_btc)).toBeGreaterThan(0);
  });
});

describe('query options and the private stream in the cache', () => {
  it('a pushed balances message replaces the account only when newer', () => {
    const qc = new QueryClient();
    expect(spotBalancesQuery().queryKey).toEqual(tradingKeys.balances);
    applyBalances(qc, { list: [{ currency: 'USDT', available: '5', locked: '0' }], seq: 3 });
    applyBalances(qc, { list: [{ currency: 'USDT', available: '1', locked: '0' }], seq: 2 });
    expect(qc.getQueryData(tradingKeys.balances)).toEqual({ ok: true, data: { list: [{ currency: 'USDT', available: '5', locked: '0' }], seq: 3 } });
  });

  it('a pushed order enters the open-orders lists it belongs to and leaves them when done', () => {
    const qc = new QueryClient();
    const order = { id: 'O9', symbol: 'BTC_USDT', status: 'open', create_time: 2 } as SpotOrder;
    qc.setQueryData(spotOpenOrdersQuery().queryKey, { ok: true, data: [] });
    qc.setQueryData(spotOpenOrdersQuery('BTC_USDT').queryKey, { ok: true, data: [] });
    qc.setQueryData(spotOpenOrdersQuery('ETH_USDT').queryKey, { ok: true, data: [] });
    applyOrder(qc, order);
    expect(qc.getQueryData(tradingKeys.openOrders())).toEqual({ ok: true, data: [order] });
    expect(qc.getQueryData(tradingKeys.openOrders('BTC_USDT'))).toEqual({ ok: true, data: [order] });
    expect(qc.getQueryData(tradingKeys.openOrders('ETH_USDT'))).toEqual({ ok: true, data: [] });
    applyOrder(qc, { ...order, status: 'filled' });
    expect(qc.getQueryData(tradingKeys.openOrders('BTC_USDT'))).toEqual({ ok: true, data: [] });
  });

  it('a pair rule is selected out of the one rules query', () => {
    const options = pairRuleQuery('ETH_USDT');
    const rule = { symbol: 'ETH_USDT' } as never;
    expect(options.select?.({ ok: true, data: [rule] })).toBe(rule);
  });
});
