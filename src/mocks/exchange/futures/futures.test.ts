/**
 * The futures account model (docs/futures.md): the formulas against hand-worked examples, a
 * position's life (transfer, open, mark moves, partial close by limit, close by market, funding,
 * liquidation, TP/SL) on a market the test sets, and the property that USDT is conserved across
 * transfers, fills, fees, funding and liquidations.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec, text } from '../decimal';
import { audit, balancesOf, freshState } from '../exchange';
import { advanceFutures, cancelFuturesOrder, fundingHistory, futuresOpenOrders, futuresOrderHistory, placeFuturesOrder, positionHistory, reversePosition, setFundingInterval, setTpsl, snapshotOf, transfer, type FuturesPlaceRequest } from './futures';
import { fundingPayment, initialMargin, isLiquidated, liquidationPrice, maintenanceMargin, marginRatio, roe, unrealizedPnl } from './futuresMath';
import type { Level, MarketView, Venue } from '../types';

describe('formulas, against hand-worked examples (docs/futures.md)', () => {
  it('a 10x long of 1 BTC at 50,000: margin 5,000; at 51,000 PnL +1,000, ROE 20 %, margin ratio 3.4 %', () => {
    const im = initialMargin(dec(50000), dec(1), 10);
    expect(text(im)).toBe('5000');
    const pnl = unrealizedPnl(1, dec(50000), dec(51000), dec(1));
    expect(text(pnl)).toBe('1000');
    expect(text(roe(pnl, im))).toBe('0.2');
    const mm = maintenanceMargin(dec(51000), dec(1), dec('0.004'));
    expect(text(mm)).toBe('204');
    // 204 / (5000 + 1000)
    expect(text(marginRatio(mm, im, pnl))).toBe('0.034');
  });

  it('its isolated liquidation price: (50,000 - 5,000 / 1) / (1 - 0.004) = 45,180.72...', () => {
    const liq = liquidationPrice(1, dec(50000), dec(1), dec(5000), dec('0.004'));
    expect(liq.round(2).toFixed(2)).toBe('45180.72');
    // There, margin + PnL equals the maintenance margin (180.72 both).
    expect(dec(5000).plus(unrealizedPnl(1, dec(50000), liq, dec(1))).round(6).eq(maintenanceMargin(liq, dec(1), dec('0.004')).round(6))).toBe(true);
    expect(isLiquidated(1, dec('45180.72'), liq)).toBe(true);
    expect(isLiquidated(1, dec('45180.73'), liq)).toBe(false);
  });

  it('a 20x short of 2 ETH at 3,000, margin 300, mmr 0.5 %: (3,000 + 150) / 1.005 = 3,134.33', () => {
    const liq = liquidationPrice(-1, dec(3000), dec(2), dec(300), dec('0.005'));
    expect(liq.round(2).toFixed(2)).toBe('3134.33');
    expect(isLiquidated(-1, dec('3134.32'), liq)).toBe(false);
    expect(isLiquidated(-1, dec('3134.33'), liq)).toBe(true);
    // A short losing: PnL -(3,100 - 3,000) x 2 = -200; ROE -200 / 300.
    const pnl = unrealizedPnl(-1, dec(3000), dec(3100), dec(2));
    expect(text(pnl)).toBe('-200');
    expect(roe(pnl, dec(300)).round(4).toFixed(4)).toBe('-0.6667');
  });

  it('a long covered in full (1x isolated) has no liquidation price', () => {
    expect(text(liquidationPrice(1, dec(100), dec(1), dec(100), dec('0.01')))).toBe('0');
    expect(isLiquidated(1, dec(1), dec(0))).toBe(false);
  });

  it('funding: a long of 1 BTC at mark 50,000 pays 5 at +0.01 %; a short receives it', () => {
    expect(text(fundingPayment(1, dec(1), dec(50000), dec('0.0001')))).toBe('5');
    expect(text(fundingPayment(-1, dec(1), dec(50000), dec('0.0001')))).toBe('-5');
    expect(text(fundingPayment(1, dec(1), dec(50000), dec('-0.0002')))).toBe('-10');
  });
});

const lv = (price: string, amount: string): Level => ({ price: dec(price), amount: dec(amount) });

/** BTC_USDT at a price the test sets: a one-tick spread around it, deep enough for any order. */
function setup(usdt = '20000') {
  let mid = 50000;
  const market: MarketView = {
    book: () => ({ asks: [lv(String(mid + 1), '100')], bids: [lv(String(mid - 1), '100')] }),
    prints: () => [],
    last: () => dec(mid),
  };
  const venue: Venue = { market, rule: () => undefined, starting: (owner): Record<string, string> => (owner === 'alice' ? { USDT: usdt } : {}) };
  const state = freshState(1_000_000);
  let now = 1_000_000;
  let n = 0;
  const place = (req: FuturesPlaceRequest) => placeFuturesOrder(state, venue, 'alice', { symbol: 'BTC_USDT', leverage: 10, margin_mode: 'isolated', client_id: `c${++n}`, ...req }, now);
  const move = (price: number, ms = 1000) => {
    mid = price;
    now += ms;
    return advanceFutures(state, venue, now);
  };
  const snap = () => snapshotOf(state, venue, 'alice', now);
  const spotUsdt = () => balancesOf(state, venue, 'alice').list.find((b) => b.currency === 'USDT')?.available;
  const send = (from: string, to: string, amount: string) => transfer(state, venue, 'alice', { from, to, currency: 'USDT', amount, client_id: `t${++n}` }, now);
  return { state, venue, place, move, snap, spotUsdt, send, now: () => now };
}

describe('a position on the account', () => {
  it('transfer 1,000 to futures, open 10x long by market, follow the mark, close half by limit and the rest by market', () => {
    const t = setup();
    const sent = t.send('spot', 'futures', '1000');
    expect(sent.outcome.data).toMatchObject({ spot: { available: '19000' }, futures: { wallet_balance: '1000.0000', available: '1000.0000' } });
    expect(sent.events.map((e) => e.kind)).toEqual(['balances', 'futures']);
    // 0.1 BTC at the ask 50,001: margin 500.01, taker fee 2.50005.
    const opened = t.place({ side: 'buy', type: 'market', size: '0.1' });
    expect(opened.outcome.data).toMatchObject({ status: 'filled', avg_price: '50001', fee: '2.50005' });
    let [position] = t.snap().positions;
    expect(position).toMatchObject({ side: 'long', size: '0.1', leverage: 10, margin: '500.0100', unrealized_pnl: '-0.1000' });
    // Liquidation: (50,001 - 500.01 / 0.1) / (1 - 0.004) = 45,181.6265...
    expect(position?.liquidation_price).toBe('45181.6');
    t.move(51000);
    [position] = t.snap().positions;
    expect(position).toMatchObject({ mark_price: '51000', unrealized_pnl: '99.9000', roe: '0.199796' });
    // Close half by limit above the market: it rests, then fills at its price when the mark reaches it.
    const limit = t.place({ side: 'sell', type: 'limit', price: '52000', size: '0.05', reduce_only: true });
    expect(limit.outcome.data?.status).toBe('open');
    t.move(52500);
    expect(t.snap().positions[0]?.size).toBe('0.05');
    const closed = t.place({ side: 'sell', type: 'market', size: '0.05', reduce_only: true });
    expect(closed.outcome.data).toMatchObject({ status: 'filled', avg_price: '52499' });
    expect(t.snap().positions).toEqual([]);
    // (52,000 - 50,001) x 0.05 + (52,499 - 50,001) x 0.05 = 99.95 + 124.9; fees 2.50005 + 0.52 (maker) + 1.312475.
    expect(t.snap().account.wallet_balance).toBe(text(dec(1000).plus('99.95').plus('124.9').minus('2.50005').minus('0.52').minus('1.312475').round(4)));
    const history = positionHistory(t.state, 'alice', { page: 1, limit: 10 }, t.now());
    expect(history.list[0]).toMatchObject({ side: 'long', size: '0.1', reason: 'closed', realized_pnl: '224.85' });
    expect(futuresOrderHistory(t.state, 'alice', { page: 1, limit: 10 }, t.now()).total).toBe(3);
    expect(audit(t.state)).toEqual([]);
  });

  it('the rules of the contract and the account are the server’s: leverage, tick, step, margin, reduce-only', () => {
    const t = setup();
    t.send('spot', 'futures', '100');
    expect(t.place({ side: 'buy', type: 'market', size: '0.1', leverage: 126 }).outcome.message).toMatch(/Leverage must be a whole number from 1 to 125/);
    expect(t.place({ side: 'buy', type: 'limit', price: '50000.001', size: '0.1' }).outcome.code).toBe(40013);
    expect(t.place({ side: 'buy', type: 'market', size: '0.1' }).outcome).toMatchObject({ code: 40010, message: 'Insufficient margin.' });
    expect(t.place({ side: 'sell', type: 'market', size: '0.001', reduce_only: true }).outcome.code).toBe(40018);
    expect(t.place({ side: 'buy', type: 'market', size: '0.01' }).outcome.code).toBe(0);
    expect(t.place({ side: 'buy', type: 'market', size: '0.01', leverage: 5 }).outcome.code).toBe(40017);
    // A limit order's margin is held: the account's available drops, and comes back on cancel.
    const before = t.snap().account.available;
    const resting = t.place({ side: 'buy', type: 'limit', price: '40000', size: '0.01' });
    expect(t.snap().account.order_margin).toBe('40.0000');
    cancelFuturesOrder(t.state, t.venue, 'alice', resting.outcome.data?.id, t.now());
    expect(t.snap().account.available).toBe(before);
    expect(futuresOpenOrders(t.state, 'alice', undefined, t.now())).toEqual([]);
    // Transfers out are limited to what the account can spare.
    expect(t.send('futures', 'spot', '100').outcome.code).toBe(40019);
    expect(t.send('futures', 'spot', '10').outcome.code).toBe(0);
    expect(audit(t.state)).toEqual([]);
  });

  it('funding is charged at each funding time, in the history', () => {
    const t = setup();
    setFundingInterval(t.state, 10, t.now());
    t.send('spot', 'futures', '1000');
    t.place({ side: 'buy', type: 'market', size: '0.1' });
    const wallet = dec(t.snap().account.wallet_balance);
    t.move(50000, 10_000);
    const { list } = fundingHistory(t.state, 'alice', { page: 1, limit: 10 }, t.now());
    expect(list).toHaveLength(1);
    const entry = list[0];
    expect(entry).toMatchObject({ side: 'long', size: '0.1', mark_price: '50000' });
    // A long pays a positive rate: amount = -(0.1 x 50,000 x rate).
    expect(dec(entry?.amount ?? '0').eq(dec(5000).times(entry?.rate ?? '0').neg())).toBe(true);
    expect(dec(t.snap().account.wallet_balance).eq(wallet.plus(entry?.amount ?? '0').round(4))).toBe(true);
    expect(audit(t.state)).toEqual([]);
  });

  it('the backend liquidates a position whose mark crosses the liquidation price: gone, a notice, the history entry', () => {
    const t = setup();
    t.send('spot', 'futures', '1000');
    t.place({ side: 'buy', type: 'market', size: '0.1', leverage: 50 });
    const liq = Number(t.snap().positions[0]?.liquidation_price);
    expect(liq).toBeGreaterThan(49000);
    expect(t.move(Math.ceil(liq) + 5).some((e) => e.kind === 'futures' && e.notices.length > 0)).toBe(false);
    const events = t.move(Math.floor(liq) - 5);
    const notice = events.flatMap((e) => (e.kind === 'futures' ? e.notices : []))[0];
    expect(notice).toMatchObject({ kind: 'liquidated', symbol: 'BTC_USDT', amount: '-100.002' });
    expect(t.snap().positions).toEqual([]);
    expect(positionHistory(t.state, 'alice', { page: 1, limit: 5 }, t.now()).list[0]).toMatchObject({ reason: 'liquidated' });
    expect(audit(t.state)).toEqual([]);
  });

  it('TP/SL close the position when the mark reaches them; reverse flips it', () => {
    const t = setup();
    t.send('spot', 'futures', '2000');
    t.place({ side: 'buy', type: 'market', size: '0.1', take_profit: '51000', stop_loss: '49000' });
    expect(t.snap().positions[0]).toMatchObject({ take_profit: '51000', stop_loss: '49000' });
    const id = t.snap().positions[0]?.id;
    expect(reversePosition(t.state, t.venue, 'alice', id, t.now()).outcome.code).toBe(0);
    expect(t.snap().positions[0]).toMatchObject({ side: 'short', size: '0.1' });
    setTpsl(t.state, t.venue, 'alice', { id: t.snap().positions[0]?.id, take_profit: '49500', stop_loss: '' }, t.now());
    const events = t.move(49400);
    expect(events.flatMap((e) => (e.kind === 'futures' ? e.notices : []))[0]).toMatchObject({ kind: 'take_profit' });
    expect(t.snap().positions).toEqual([]);
    expect(audit(t.state)).toEqual([]);
  });
});

describe('property: USDT is conserved across transfers, fills, fees, funding and liquidations', () => {
  const action = fc.oneof(
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('transfer' as const), out: fc.boolean(), amount: fc.integer({ min: 1, max: 3000 }) }) },
    {
      weight: 5,
      arbitrary: fc.record({
        kind: fc.constant('place' as const),
        side: fc.constantFrom('buy', 'sell'),
        type: fc.constantFrom('limit', 'market', 'stop'),
        price: fc.integer({ min: 45000, max: 55000 }),
        size: fc.integer({ min: 1, max: 300 }),
        leverage: fc.constantFrom(1, 20, 50, 100, 125),
        mode: fc.constantFrom('cross', 'isolated'),
        reduce: fc.boolean(),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('reverse' as const) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('tpsl' as const), tp: fc.integer({ min: 45000, max: 55000 }), sl: fc.integer({ min: 45000, max: 55000 }) }) },
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('move' as const), price: fc.integer({ min: 44000, max: 56000 }), ms: fc.integer({ min: 1, max: 20_000 }) }) },
  );

  it('the audit holds after every step', () => {
    const seen = { liquidated: 0, funding: 0, closed: 0 };
    fc.assert(
      fc.property(fc.array(action, { minLength: 1, maxLength: 30 }), (actions) => {
        const t = setup('5000');
        setFundingInterval(t.state, 5, t.now());
        t.send('spot', 'futures', '3000');
        for (const a of actions) {
          if (a.kind === 'transfer') t.send(a.out ? 'futures' : 'spot', a.out ? 'spot' : 'futures', String(a.amount));
          else if (a.kind === 'place') {
            t.place({ side: a.side, type: a.type, price: String(a.price), stop_price: String(a.price), size: (a.size / 1000).toFixed(3), leverage: a.leverage, margin_mode: a.mode, reduce_only: a.reduce });
          } else if (a.kind === 'tpsl') setTpsl(t.state, t.venue, 'alice', { id: t.snap().positions[0]?.id, take_profit: String(a.tp), stop_loss: String(a.sl) }, t.now());
          else if (a.kind === 'reverse') reversePosition(t.state, t.venue, 'alice', t.snap().positions[0]?.id, t.now());
          else t.move(a.price, a.ms);
          const problems = audit(t.state);
          if (problems.length > 0) throw new Error(`after ${JSON.stringify(a)}: ${problems.join('; ')}`);
        }
        const history = t.state.futures?.history ?? [];
        seen.liquidated += history.filter((h) => h.reason === 'liquidated').length;
        seen.closed += history.filter((h) => h.reason === 'closed').length;
        seen.funding += t.state.futures?.funding.length ?? 0;
        return true;
      }),
      { numRuns: 120, seed: 36 },
    );
    expect(seen.liquidated).toBeGreaterThan(3);
    expect(seen.closed).toBeGreaterThan(3);
    expect(seen.funding).toBeGreaterThan(3);
  });

  it('the audit sees futures money created from nothing', () => {
    const t = setup();
    t.send('spot', 'futures', '10');
    const state = structuredClone(t.state);
    if (state.futures) state.futures.wallets.alice = '11';
    expect(audit(state).join()).toMatch(/USDT: accounts and fees hold/);
  });
});
