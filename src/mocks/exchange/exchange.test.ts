/**
 * The matching simulation against a market the test sets (docs/trading-api.md, "The account
 * model"), and the property that assets are conserved and locks match open orders over random
 * order sequences.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PairRule } from '../../api/trading/endpoints';
import { dec } from './decimal';
import { advance, audit, balancesOf, cancelAll, cancelOrder, CODES, freshState, myTradesOf, openOrdersOf, orderHistoryOf, placeOrder, type PlaceRequest } from './exchange';
import type { ExchangeState, Level, MarketView, Print, Venue } from './types';
import { executeQuote, requestQuote } from './money/convert';
import { accrueEarn, EARN_DAY_MS, redeem, subscribe } from './money/earn';
import { advanceCopies, startCopy, stopCopy, TRADE_PERIOD_MS } from './money/copytrading';
import { auditMoney, moneyOf } from './money/money';
import { moneyKit } from './money/moneyTestKit';

const RULE: PairRule = {
  symbol: 'BTC_USDT',
  base: 'BTC',
  quote: 'USDT',
  price_tick: '0.01',
  amount_step: '0.001',
  min_amount: '0.001',
  max_amount: '1000',
  min_notional: '5',
  maker_fee_rate: '0.001',
  taker_fee_rate: '0.002',
  price_precision: 2,
  amount_precision: 3,
};

const lv = (price: string, amount: string): Level => ({ price: dec(price), amount: dec(amount) });

/** A market the test drives: a book, prints per second and a last price. */
class TestMarket implements MarketView {
  asks: Level[] = [lv('100', '1'), lv('101', '2'), lv('102', '5')];
  bids: Level[] = [lv('99', '1'), lv('98', '2'), lv('97', '5')];
  printsBySecond = new Map<number, Print[]>();
  lastPrice = (_time: number) => dec('99.5');
  book() {
    return { asks: this.asks, bids: this.bids };
  }
  prints(_symbol: string, second: number) {
    return this.printsBySecond.get(second) ?? [];
  }
  last(_symbol: string, time: number) {
    return this.lastPrice(time);
  }
  print(time: number, price: string, amount: string) {
    const second = Math.floor(time / 1000);
    this.printsBySecond.set(second, [...(this.printsBySecond.get(second) ?? []), { time, price: dec(price), amount: dec(amount) }]);
  }
}

function setup(starting: Record<string, string> = { USDT: '100000', BTC: '10' }) {
  const market = new TestMarket();
  const venue: Venue = { market, rule: (symbol) => (symbol === 'BTC_USDT' ? RULE : undefined), starting: (owner) => (owner === 'alice' ? starting : {}) };
  const state = freshState(1_000_000);
  let n = 0;
  const place = (req: Omit<PlaceRequest, 'symbol' | 'client_id'> & { client_id?: string }, now = 1_000_000) => {
    const { outcome } = placeOrder(state, venue, 'alice', { symbol: 'BTC_USDT', client_id: `c${++n}`, ...req }, now);
    return outcome;
  };
  const bal = (asset: string) => {
    const b = balancesOf(state, venue, 'alice').list.find((x) => x.currency === asset);
    return { available: b?.available ?? '0', locked: b?.locked ?? '0' };
  };
  return { market, venue, state, place, bal };
}

describe('market orders take the book level by level', () => {
  it('a buy larger than the best ask walks three levels; its average price moves up', () => {
    const { place, bal } = setup();
    const small = place({ side: 'buy', type: 'market', amount: '0.5' });
    expect(small.data).toMatchObject({ status: 'filled', avg_price: '100', filled: '0.5' });
    const large = place({ side: 'buy', type: 'market', amount: '4' });
    // 1 @ 100 + 2 @ 101 + 1 @ 102 = 404 for 4
    expect(large.data).toMatchObject({ status: 'filled', avg_price: '101', fee: '0.008', fee_currency: 'BTC' });
    expect(bal('USDT')).toEqual({ available: text(100000 - 50 - 404), locked: '0' });
    // Received 4.5 BTC less the taker fee (0.2 %) on each.
    expect(bal('BTC')).toEqual({ available: '14.491', locked: '0' });
  });

  it('what the book cannot fill is canceled; an empty book is no liquidity (40016)', () => {
    const { place, market } = setup();
    const order = place({ side: 'sell', type: 'market', amount: '9' });
    expect(order.data).toMatchObject({ status: 'canceled', filled: '8', avg_price: '97.5', reason: expect.stringContaining('liquidity') });
    market.asks = [];
    expect(place({ side: 'buy', type: 'market', amount: '1' })).toMatchObject({ code: CODES.noLiquidity, data: null });
  });

  it('a market sell charges its fee in USDT, a market buy beyond the balance is refused (40010)', () => {
    const { place, bal } = setup({ USDT: '50', BTC: '1' });
    expect(place({ side: 'sell', type: 'market', amount: '1' }).data).toMatchObject({ status: 'filled', fee: '0.198', fee_currency: 'USDT' });
    expect(bal('USDT').available).toBe('148.802');
    expect(place({ side: 'buy', type: 'market', amount: '2' })).toMatchObject({ code: CODES.insufficientBalance });
  });
});

describe('limit orders', () => {
  it('a limit buy below the market rests and locks price x amount; cancel releases it', () => {
    const { place, bal, state, venue } = setup();
    const order = place({ side: 'buy', type: 'limit', price: '90', amount: '2' });
    expect(order.data).toMatchObject({ status: 'open', filled: '0' });
    expect(bal('USDT')).toEqual({ available: '99820', locked: '180' });
    expect(openOrdersOf(state, 'alice')).toHaveLength(1);
    cancelOrder(state, venue, 'alice', order.data?.id, 1_000_500);
    expect(bal('USDT')).toEqual({ available: '100000', locked: '0' });
    expect(orderHistoryOf(state, 'alice', { page: 1, limit: 10 }).list[0]).toMatchObject({ status: 'canceled', reason: 'Canceled by the user.' });
    expect(audit(state)).toEqual([]);
  });

  it('a marketable limit buy takes the levels within its price and rests the rest; unspent lock comes back', () => {
    const { place, bal } = setup();
    const order = place({ side: 'buy', type: 'limit', price: '101', amount: '5' });
    // Takes 1 @ 100 and 2 @ 101, rests 2 @ 101.
    expect(order.data).toMatchObject({ status: 'partially_filled', filled: '3', avg_price: '100.666667' });
    expect(bal('USDT')).toEqual({ available: text(100000 - 302 - 202), locked: '202' });
  });

  it('a resting order fills from the prints that cross it, in parts, as a maker at its own price', () => {
    const { place, bal, state, venue, market } = setup();
    const order = place({ side: 'buy', type: 'limit', price: '95', amount: '1' });
    market.print(1_000_400, '96', '5'); // above the bid: no fill
    market.print(1_001_200, '95', '0.3'); // at the price: 0.3
    market.print(1_002_700, '94.5', '0.45'); // below: 0.45
    const events = advance(state, venue, 1_003_000);
    expect(events.filter((e) => e.kind === 'fill')).toHaveLength(2);
    const now = openOrdersOf(state, 'alice')[0];
    expect(now).toMatchObject({ id: order.data?.id, status: 'partially_filled', filled: '0.75', avg_price: '95', fee: '0.00075' });
    expect(myTradesOf(state, 'alice', { page: 1, limit: 10 }).list.map((f) => [f.role, f.price, f.amount])).toEqual([
      ['maker', '95', '0.45'],
      ['maker', '95', '0.3'],
    ]);
    expect(bal('USDT').locked).toBe('23.75');
    expect(bal('BTC').available).toBe('10.74925');
    // The balances message carries a seq that grew.
    expect(events.at(-1)).toMatchObject({ kind: 'balances', owner: 'alice', seq: 2 });
  });

  it('a print before the order was placed does not fill it', () => {
    const { place, state, venue, market } = setup();
    market.print(1_000_100, '90', '5');
    place({ side: 'buy', type: 'limit', price: '95', amount: '1' }, 1_000_200);
    state.clock = 1_000_000;
    advance(state, venue, 1_001_000);
    expect(openOrdersOf(state, 'alice')[0]).toMatchObject({ filled: '0' });
  });
});

describe('time in force', () => {
  it('IOC takes what it can and cancels the rest', () => {
    const { place, bal } = setup();
    expect(place({ side: 'buy', type: 'limit', price: '100', amount: '3', time_in_force: 'ioc' }).data).toMatchObject({ status: 'canceled', filled: '1' });
    expect(bal('USDT').locked).toBe('0');
  });

  it('FOK that cannot fill in full is rejected (40015) and nothing is stored; one that can fills', () => {
    const { place, state } = setup();
    expect(place({ side: 'buy', type: 'limit', price: '101', amount: '4', time_in_force: 'fok' })).toMatchObject({ code: CODES.fokUnfillable, message: 'FOK order cannot be filled in full.' });
    expect(state.orders).toHaveLength(0);
    expect(place({ side: 'buy', type: 'limit', price: '101', amount: '3', time_in_force: 'fok' }).data).toMatchObject({ status: 'filled' });
    expect(place({ side: 'buy', type: 'market', amount: '100', time_in_force: 'fok' })).toMatchObject({ code: CODES.fokUnfillable });
  });

  it('post-only that would take is rejected with its reason (40014); one that rests is a maker', () => {
    const { place } = setup();
    expect(place({ side: 'buy', type: 'limit', price: '100', amount: '1', time_in_force: 'poc' })).toMatchObject({ code: CODES.postOnlyWouldTake, message: 'Post-only order would take liquidity.' });
    expect(place({ side: 'sell', type: 'limit', price: '99', amount: '1', time_in_force: 'poc' })).toMatchObject({ code: CODES.postOnlyWouldTake });
    expect(place({ side: 'buy', type: 'limit', price: '99.99', amount: '1', time_in_force: 'poc' }).data).toMatchObject({ status: 'open' });
  });
});

describe('stop-limit orders', () => {
  it('waits untriggered with its lock, then becomes a limit when the last price reaches the stop', () => {
    const { place, bal, state, venue, market } = setup();
    const order = place({ side: 'buy', type: 'stop_limit', stop_price: '100.5', price: '101', amount: '2' });
    expect(order.data).toMatchObject({ status: 'untriggered' });
    expect(bal('USDT').locked).toBe('202');
    advance(state, venue, 1_002_000);
    expect(openOrdersOf(state, 'alice')[0]).toMatchObject({ status: 'untriggered' });
    market.lastPrice = (time) => dec(time >= 1003 ? '100.6' : '99.5');
    advance(state, venue, 1_004_000);
    // Triggered: takes 1 @ 100 and 1 @ 101.
    expect(orderHistoryOf(state, 'alice', { page: 1, limit: 10 }).list[0]).toMatchObject({ id: order.data?.id, status: 'filled', avg_price: '100.5' });
    expect(bal('USDT')).toEqual({ available: '99799', locked: '0' });
    expect(audit(state)).toEqual([]);
  });

  it('a sell stop below the market triggers on the way down; a triggered post-only that would take is rejected', () => {
    const { place, state, venue, market } = setup();
    const order = place({ side: 'sell', type: 'stop_limit', stop_price: '98', price: '97', amount: '1', time_in_force: 'poc' });
    expect(order.data).toMatchObject({ status: 'untriggered' });
    market.print(1_001_500, '97.9', '1');
    advance(state, venue, 1_002_000);
    expect(orderHistoryOf(state, 'alice', { page: 1, limit: 10 }).list[0]).toMatchObject({ status: 'rejected', reason: 'Post-only order would take liquidity.' });
    expect(audit(state)).toEqual([]);
  });
});

describe('rules and requests', () => {
  it('refuses off-tick prices, off-step amounts, small and large orders with their codes', () => {
    const { place } = setup();
    expect(place({ side: 'buy', type: 'limit', price: '90.001', amount: '1' })).toMatchObject({ code: CODES.offTickOrStep, message: 'Price must be a multiple of 0.01.' });
    expect(place({ side: 'buy', type: 'limit', price: '90', amount: '1.0005' })).toMatchObject({ code: CODES.offTickOrStep, message: 'Amount must be a multiple of 0.001.' });
    expect(place({ side: 'buy', type: 'limit', price: '90', amount: '0.05' })).toMatchObject({ code: CODES.belowMinimum, message: 'Minimum order value is 5 USDT.' });
    expect(place({ side: 'buy', type: 'limit', price: '1', amount: '1001' })).toMatchObject({ code: CODES.aboveMaximum });
    expect(place({ side: 'buy', type: 'limit', price: '90', amount: '-1' })).toMatchObject({ code: CODES.invalid });
    expect(place({ side: 'buy', type: 'limit', amount: '1' })).toMatchObject({ code: CODES.invalid });
    expect(place({ side: 'up', type: 'limit', price: '90', amount: '1' })).toMatchObject({ code: CODES.invalid });
    expect(place({ side: 'buy', type: 'limit', price: '90', amount: '1e2' })).toMatchObject({ code: CODES.invalid });
    expect(place({ side: 'buy', type: 'market', amount: '1', time_in_force: 'poc' })).toMatchObject({ code: CODES.postOnlyWouldTake });
    const { outcome } = placeOrder(setup().state, setup().venue, 'alice', { symbol: 'NOPE_USDT', side: 'buy', type: 'market', amount: '1', client_id: 'x' }, 0);
    expect(outcome.code).toBe(CODES.notFound);
  });

  it('the same client_id answers the first order and places nothing more', () => {
    const { place, state } = setup();
    const first = place({ side: 'buy', type: 'limit', price: '90', amount: '1', client_id: 'k' });
    const again = place({ side: 'buy', type: 'limit', price: '80', amount: '2', client_id: 'k' });
    expect(again.data).toEqual(first.data);
    expect(state.orders).toHaveLength(1);
  });

  it('cancel all of one pair or all pairs; an unknown order is 40400', () => {
    const { place, state, venue } = setup();
    place({ side: 'buy', type: 'limit', price: '90', amount: '1' });
    place({ side: 'sell', type: 'limit', price: '110', amount: '1' });
    expect(cancelOrder(state, venue, 'alice', 'O999', 0).outcome.code).toBe(CODES.notFound);
    expect(cancelOrder(state, venue, 'bob', state.orders[0]?.id, 0).outcome.code).toBe(CODES.notFound);
    expect(cancelAll(state, venue, 'alice', 'ETH_USDT', 0).canceled).toBe(0);
    expect(cancelAll(state, venue, 'alice', undefined, 0).canceled).toBe(2);
    expect(audit(state)).toEqual([]);
  });
});

/** Exact text of a small float sum (the tests' expected balances). */
function text(value: number): string {
  return dec(value.toFixed(8)).toFixed();
}

describe('property: assets are conserved and locks match open orders', () => {
  const action = fc.oneof(
    { weight: 5, arbitrary: fc.record({
      kind: fc.constant('place' as const),
      side: fc.constantFrom('buy', 'sell'),
      type: fc.constantFrom('limit', 'market', 'stop_limit'),
      tif: fc.constantFrom('gtc', 'ioc', 'fok', 'poc'),
      price: fc.integer({ min: 9600, max: 10400 }),
      stop: fc.integer({ min: 9600, max: 10400 }),
      amount: fc.integer({ min: 1, max: 3000 }),
      reuseId: fc.boolean(),
    }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), index: fc.nat() }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancelAll' as const) }) },
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('advance' as const), ms: fc.integer({ min: 1, max: 5000 }) }) },
  );

  it('holds after every step of random sequences, with prints and a moving book', () => {
    const seen = { fills: 0, maker: 0, triggered: 0, resting: 0 };
    fc.assert(
      fc.property(fc.array(action, { minLength: 1, maxLength: 40 }), fc.integer({ min: 1, max: 1000 }), (actions, seed) => {
        const { state, venue, market } = setup({ USDT: '5000', BTC: '20' });
        let now = 1_000_000;
        // A deterministic wobble: the book, prints and last price move with time.
        const at = (t: number) => 100 + 4 * Math.sin((t + seed) / 3);
        market.book = () => {
          const mid = at(now / 1000);
          return {
            asks: [1, 2, 3].map((i) => lv((mid + i * 0.3).toFixed(2), (0.4 * i).toFixed(3))),
            bids: [1, 2, 3].map((i) => lv((mid - i * 0.3).toFixed(2), (0.4 * i).toFixed(3))),
          };
        };
        market.prints = (_s, second) => [{ time: second * 1000 + 500, price: dec(at(second).toFixed(2)), amount: dec(((second * seed) % 7) / 10 + 0.05).round(3) }];
        market.lastPrice = (t) => dec(at(t).toFixed(2));
        const ids: string[] = [];
        for (const a of actions) {
          if (a.kind === 'place') {
            const { outcome } = placeOrder(
              state,
              venue,
              'alice',
              {
                symbol: 'BTC_USDT',
                side: a.side,
                type: a.type,
                time_in_force: a.tif,
                price: (a.price / 100).toFixed(2),
                stop_price: (a.stop / 100).toFixed(2),
                amount: (a.amount / 1000).toFixed(3),
                client_id: a.reuseId && ids.length > 0 ? `c-${ids.length - 1}` : `c-${ids.length}`,
              },
              now,
            );
            if (outcome.data) ids.push(outcome.data.id);
          } else if (a.kind === 'cancel') {
            if (ids.length > 0) cancelOrder(state, venue, 'alice', ids[a.index % ids.length], now);
          } else if (a.kind === 'cancelAll') {
            cancelAll(state, venue, 'alice', undefined, now);
          } else {
            now += a.ms;
            advance(state, venue, now);
          }
          const problems = audit(state);
          if (problems.length > 0) throw new Error(`after ${JSON.stringify(a)}: ${problems.join('; ')}`);
        }
        seen.fills += state.fills.length;
        seen.maker += state.fills.filter((f) => f.role === 'maker').length;
        seen.triggered += state.orders.filter((o) => o.type === 'stop_limit' && o.status !== 'untriggered').length;
        seen.resting += state.orders.filter((o) => o.status === 'open' || o.status === 'partially_filled').length;
        return true;
      }),
      { numRuns: 150, seed: 35 },
    );
    // The sequences reach every path: taker and maker fills, triggered stops, orders left resting.
    expect(seen.fills).toBeGreaterThan(100);
    expect(seen.maker).toBeGreaterThan(10);
    expect(seen.triggered).toBeGreaterThan(5);
    expect(seen.resting).toBeGreaterThan(10);
  });

  it('holds with convert, earn and copy trading moving money beside the orders (issue 36)', () => {
    const seen = { converts: 0, interest: 0, redeemed: 0, copiesStopped: 0, copyTrades: 0 };
    const money = fc.oneof(
      { weight: 3, arbitrary: fc.record({ kind: fc.constant('place' as const), side: fc.constantFrom('buy', 'sell'), price: fc.integer({ min: 9000, max: 11000 }), amount: fc.integer({ min: 1, max: 3000 }) }) },
      { weight: 3, arbitrary: fc.record({ kind: fc.constant('convert' as const), sell: fc.boolean(), amount: fc.integer({ min: 1, max: 4000 }), delay: fc.integer({ min: 0, max: 15_000 }) }) },
      { weight: 3, arbitrary: fc.record({ kind: fc.constant('subscribe' as const), product: fc.constantFrom(['flexible', '1'], ['fixed', '2'], ['startup', 'open']), amount: fc.integer({ min: 5, max: 3000 }) }) },
      { weight: 2, arbitrary: fc.record({ kind: fc.constant('redeem' as const), index: fc.nat() }) },
      { weight: 2, arbitrary: fc.record({ kind: fc.constant('copy' as const), trader: fc.constantFrom('t1', 's1'), amount: fc.integer({ min: 40, max: 3000 }), stopLoss: fc.constantFrom(undefined, '2', '20') }) },
      { weight: 2, arbitrary: fc.record({ kind: fc.constant('stop' as const), index: fc.nat() }) },
      { weight: 4, arbitrary: fc.record({ kind: fc.constant('advance' as const), ms: fc.integer({ min: 1, max: 90 * EARN_DAY_MS }) }) },
    );
    fc.assert(
      fc.property(fc.array(money, { minLength: 1, maxLength: 30 }), fc.integer({ min: 1, max: 1000 }), (actions, seed) => {
        const k = moneyKit({ USDT: '5000', BTC: '20' });
        const { state, venue } = k;
        k.price.BTC = (t) => 100 + 8 * Math.sin((t + seed) / 700) + 3 * Math.sin(t / 37);
        let now = 1_000_000;
        let n = 0;
        const advanceAll = (to: number) => {
          advance(state, venue, to);
          accrueEarn(state, venue, to);
          advanceCopies(state, venue, k.traders, to);
        };
        for (const a of actions) {
          if (a.kind === 'place') {
            placeOrder(state, venue, 'alice', { symbol: 'BTC_USDT', side: a.side, type: 'limit', price: (a.price / 100).toFixed(2), amount: (a.amount / 1000).toFixed(3), client_id: `m${n++}` }, now);
          } else if (a.kind === 'convert') {
            const q = requestQuote(state, venue, 'alice', a.sell ? { from: 'BTC', to: 'USDT', amount: (a.amount / 1000).toFixed(3) } : { from: 'USDT', to: 'BTC', amount: String(a.amount) }, now).outcome.data;
            now += a.delay;
            advanceAll(now);
            if (q && executeQuote(state, venue, 'alice', { quote_id: q.id }, now).outcome.code === 0) seen.converts++;
          } else if (a.kind === 'subscribe') {
            subscribe(state, venue, k.catalog, 'alice', { product_type: a.product[0], product_id: a.product[1], amount: String(a.amount) }, now);
          } else if (a.kind === 'redeem') {
            const held = moneyOf(state).earn.filter((p) => p.status === 'holding');
            const p = held[a.index % Math.max(1, held.length)];
            if (p && redeem(state, venue, k.catalog, 'alice', { position_id: p.id }, now).outcome.code === 0) seen.redeemed++;
          } else if (a.kind === 'copy') {
            startCopy(state, venue, k.traders, 'alice', { trader_id: a.trader, amount: String(a.amount), stop_loss_pct: a.stopLoss }, now);
          } else if (a.kind === 'stop') {
            const live = moneyOf(state).copies.filter((c) => c.status === 'copying');
            const c = live[a.index % Math.max(1, live.length)];
            if (c) stopCopy(state, venue, k.traders, 'alice', { copy_id: c.id }, now);
          } else {
            now += a.ms;
            advanceAll(now);
          }
          const problems = [...audit(state), ...auditMoney(state)];
          if (problems.length > 0) throw new Error(`after ${JSON.stringify(a)}: ${problems.join('; ')}`);
        }
        const m = state.money;
        seen.interest += m?.earnLog.filter((r) => r.kind === 'interest').length ?? 0;
        seen.copiesStopped += m?.copies.filter((c) => c.status === 'stopped').length ?? 0;
        seen.copyTrades += m?.copies.reduce((sum, c) => sum + c.trades.length, 0) ?? 0;
        return true;
      }),
      { numRuns: 60, seed: 36 },
    );
    // Every path is reached: conversions, interest credits, redemptions (by hand and at maturity), copies settled and stopped.
    expect(Math.min(seen.converts, seen.interest, seen.redeemed, seen.copiesStopped, seen.copyTrades)).toBeGreaterThan(2);
    expect(TRADE_PERIOD_MS).toBeLessThan(90 * EARN_DAY_MS);
  });

  it('the audit catches a broken state (it is not vacuous)', () => {
    const { place, state } = setup();
    place({ side: 'buy', type: 'limit', price: '90', amount: '1' });
    const broken: ExchangeState = structuredClone(state);
    const usdt = broken.accounts.alice?.USDT;
    if (usdt) usdt.locked = '0';
    expect(audit(broken).join()).toMatch(/locked 0, open orders hold 90/);
    const minted: ExchangeState = structuredClone(state);
    minted.feePool.BTC = '1';
    expect(audit(minted).join()).toMatch(/BTC: accounts and fees hold/);
  });
});
