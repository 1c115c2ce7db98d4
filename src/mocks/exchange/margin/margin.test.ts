/**
 * Isolated margin (docs/margin.md): the formulas against the hand-worked example, an account's
 * life (transfer in, borrow, buy, interest by the demo hour, repay interest first, transfer out,
 * liquidation below the maintenance level) on a market the test sets, and the property that
 * assets are conserved (spot + margin accounts + house + fees + interest collected) over random
 * sequences, with the house's loans equal to the accounts' debts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PairRule } from '../../../api/trading/endpoints';
import { dec, text } from '../decimal';
import { audit, balancesOf, freshState } from '../exchange';
import type { Level, MarketView, Venue } from '../types';
import { advanceMargin, auditMargin, INTEREST_POOL, MARGIN_HOUR_MS, marginBorrow, marginCancelOrder, marginHistory, marginOpenOrders, marginOrderHistory, marginOwner, marginPlaceOrder, marginRepay, marginSnapshotOf, marginTransfer, setMaintenanceOverride } from './margin';
import { initialLevel, liquidationPrice, marginLevel, maxBorrow, splitRepayment } from './marginMath';

describe('formulas, against the hand-worked example (docs/margin.md)', () => {
  // 1,000 USDT of collateral, 4,000 USDT borrowed, 0.0999 BTC bought for 5,000 (0.1 less the 0.1 % fee).
  const totals = { base: dec('0.0999'), quote: dec(0), baseDebt: dec(0), quoteDebt: dec(4000) };

  it('10x: initial level 10 / 9; 1,000 USDT of equity borrows at most 9,000 USDT', () => {
    expect(initialLevel(10).round(4, 0).toFixed(4)).toBe('1.1111');
    expect(text(maxBorrow({ base: dec(0), quote: dec(1000), baseDebt: dec(0), quoteDebt: dec(0) }, dec(50000), 10, 'quote', dec('0.01')))).toBe('9000');
    // or 0.18 BTC at 50,000
    expect(text(maxBorrow({ base: dec(0), quote: dec(1000), baseDebt: dec(0), quoteDebt: dec(0) }, dec(50000), 10, 'base', dec('0.00001')))).toBe('0.18');
  });

  it('margin level at 50,000: 4,995 / 4,000 = 1.24875; none without debt', () => {
    expect(text(marginLevel(totals, dec(50000)) ?? dec(0))).toBe('1.24875');
    expect(marginLevel({ ...totals, quoteDebt: dec(0) }, dec(50000))).toBeNull();
  });

  it('liquidation price at maintenance 1.05: 1.05 x 4,000 / 0.0999 = 42,042.04', () => {
    const liq = liquidationPrice(totals, dec('1.05'));
    expect(liq?.round(2, 0).toFixed(2)).toBe('42042.04');
    // There the level is the maintenance level.
    expect(marginLevel(totals, liq ?? dec(0))?.round(6).toFixed(6)).toBe('1.050000');
  });

  it('a short (BTC borrowed, USDT held) is liquidated when the price rises', () => {
    // 1,000 USDT collateral, 0.1 BTC borrowed and sold for 5,000: 6,000 USDT against 0.1 BTC.
    const liq = liquidationPrice({ base: dec(0), quote: dec(6000), baseDebt: dec('0.1'), quoteDebt: dec(0) }, dec('1.05'));
    // 6,000 = 1.05 x 0.1 x P  ->  P = 57,142.857...
    expect(liq?.round(2, 0).toFixed(2)).toBe('57142.85');
  });

  it('a repayment pays interest first', () => {
    const split = splitRepayment(dec('10'), dec('0.04'));
    expect([text(split.interest), text(split.principal)]).toEqual(['0.04', '9.96']);
    expect(text(splitRepayment(dec('0.01'), dec('0.04')).principal)).toBe('0');
  });
});

const lv = (price: string, amount: string): Level => ({ price: dec(price), amount: dec(amount) });

const RULE: PairRule = {
  symbol: 'BTC_USDT',
  base: 'BTC',
  quote: 'USDT',
  price_tick: '0.01',
  amount_step: '0.00001',
  min_amount: '0.00001',
  max_amount: '1000',
  min_notional: '5',
  maker_fee_rate: '0.001',
  taker_fee_rate: '0.001',
  price_precision: 2,
  amount_precision: 5,
};

/** BTC_USDT at a price the test sets: a one-cent spread around it, deep enough for any order. */
function setup(start: Record<string, string> = { USDT: '20000', BTC: '1' }) {
  let mid = 50000;
  const market: MarketView = {
    book: () => ({ asks: [lv((mid + 0.01).toFixed(2), '100')], bids: [lv((mid - 0.01).toFixed(2), '100')] }),
    prints: () => [],
    last: () => dec(mid.toFixed(2)),
  };
  const venue: Venue = { market, rule: (symbol) => (symbol === 'BTC_USDT' ? RULE : undefined), starting: (owner): Record<string, string> => (owner === 'alice' ? start : {}) };
  const state = freshState(1_000_000);
  // alice's spot account opens with its starting balances.
  balancesOf(state, venue, 'alice');
  const clock = { now: 1_000_000 };
  let n = 0;
  const body = (currency: string, amount: string, extra: Record<string, unknown> = {}) => ({ symbol: 'BTC_USDT', currency, amount, ...extra });
  return {
    state,
    venue,
    clock,
    setPrice: (price: number) => (mid = price),
    tick: (ms: number) => {
      clock.now += ms;
      return advanceMargin(state, venue, clock.now);
    },
    transferIn: (currency: string, amount: string) => marginTransfer(state, venue, 'alice', body(currency, amount, { direction: 'in' }), clock.now),
    transferOut: (currency: string, amount: string) => marginTransfer(state, venue, 'alice', body(currency, amount, { direction: 'out' }), clock.now),
    borrow: (currency: string, amount: string) => marginBorrow(state, venue, 'alice', body(currency, amount), clock.now),
    repay: (currency: string, amount: string) => marginRepay(state, venue, 'alice', body(currency, amount), clock.now),
    order: (req: Record<string, unknown>) => marginPlaceOrder(state, venue, 'alice', { symbol: 'BTC_USDT', client_id: `c${++n}`, ...req }, clock.now),
    snap: () => marginSnapshotOf(state, venue, 'alice', 'BTC_USDT', clock.now)!,
    balances: () => state.accounts[marginOwner('alice', 'BTC_USDT')] ?? {},
    spot: () => state.accounts.alice ?? {},
  };
}

describe("an isolated account's life", () => {
  it('transfer in, borrow, buy by market, interest by the demo hour, repay interest first, transfer out', () => {
    const k = setup();
    expect(k.transferIn('USDT', '1000').outcome.code).toBe(0);
    expect(k.spot().USDT?.available).toBe('19000');
    let s = k.snap();
    expect([s.quote.available, s.quote.max_borrowable, s.margin_level, s.liquidation_price]).toEqual(['1000', '9000', null, null]);
    // More than the level allows is refused; the most is accepted, the hour begun charged at once.
    expect(k.borrow('USDT', '9000.01').outcome.code).toBe(40050);
    expect(k.borrow('USDT', '4000').outcome.code).toBe(0);
    s = k.snap();
    expect([s.quote.available, s.quote.borrowed, s.quote.interest]).toEqual(['5000', '4000', '0.04']);
    // Buy 0.0998 BTC by market at 50,000.01 (the engine's book); the fee is in BTC.
    const buy = k.order({ side: 'buy', type: 'market', amount: '0.0998' });
    expect(buy.outcome.code).toBe(0);
    expect(buy.outcome.data?.status).toBe('filled');
    s = k.snap();
    expect(s.base.available).toBe('0.0997002');
    expect(Number(s.margin_level)).toBeGreaterThan(1.2);
    expect(s.risk).toBe('medium');
    expect(Number(s.liquidation_price)).toBeGreaterThan(42000);
    expect(Number(s.liquidation_price)).toBeLessThan(42200);
    // Two demo hours: 2 x 4,000 x 0.001 % more interest.
    k.tick(2 * MARGIN_HOUR_MS);
    expect(k.snap().quote.interest).toBe('0.12');
    // A repayment of 1 pays the 0.12 interest first, 0.88 of the principal.
    expect(k.repay('USDT', '1').outcome.code).toBe(0);
    s = k.snap();
    expect([s.quote.interest, s.quote.borrowed]).toEqual(['0', '3999.12']);
    expect(k.state.accounts[INTEREST_POOL]?.USDT?.available).toBe('0.12');
    // More than owed is refused; with debt, only what keeps the initial level leaves.
    expect(k.repay('USDT', '5000').outcome.code).toBe(40051);
    expect(k.transferOut('BTC', s.base.available).outcome.code).toBe(40052);
    // Sell the BTC back, repay everything, take all out.
    expect(k.order({ side: 'sell', type: 'market', amount: '0.09970' }).outcome.code).toBe(0);
    expect(k.repay('USDT', k.snap().quote.borrowed).outcome.code).toBe(0);
    s = k.snap();
    expect([s.quote.borrowed, s.margin_level, s.quote.transferable]).toEqual(['0', null, s.quote.available]);
    expect(k.transferOut('USDT', s.quote.available).outcome.code).toBe(0);
    expect(k.transferOut('BTC', s.base.available).outcome.code).toBe(0);
    expect(audit(k.state)).toEqual([]);
    expect(auditMargin(k.state)).toEqual([]);
    const kinds = marginHistory(k.state, 'alice', { page: 1, limit: 50 }).list.map((h) => h.kind);
    expect(kinds).toEqual(['transfer_out', 'transfer_out', 'repay', 'repay', 'borrow', 'transfer_in']);
    expect(marginOrderHistory(k.state, 'alice', { page: 1, limit: 20 }).total).toBe(2);
  });

  it('a limit order rests on the margin account, locks its cost, and cancels; the spot lists never see it', () => {
    const k = setup();
    k.transferIn('USDT', '1000');
    const placed = k.order({ side: 'buy', type: 'limit', price: '40000', amount: '0.02' });
    expect(placed.outcome.data?.status).toBe('open');
    expect(k.balances().USDT).toEqual({ available: '200', locked: '800' });
    expect(marginOpenOrders(k.state, 'alice', 'BTC_USDT')).toHaveLength(1);
    expect(marginCancelOrder(k.state, k.venue, 'bob', placed.outcome.data?.id, k.clock.now).outcome.code).toBe(40400);
    expect(marginCancelOrder(k.state, k.venue, 'alice', placed.outcome.data?.id, k.clock.now).outcome.code).toBe(0);
    expect(k.balances().USDT).toEqual({ available: '1000', locked: '0' });
    expect(k.state.orders.every((o) => o.owner === marginOwner('alice', 'BTC_USDT'))).toBe(true);
  });

  it('a pair without isolated margin is refused', () => {
    const k = setup();
    expect(marginTransfer(k.state, k.venue, 'alice', { symbol: 'ETH_BTC', currency: 'BTC', amount: '1', direction: 'in' }, k.clock.now).outcome.code).toBe(40400);
    expect(marginSnapshotOf(k.state, k.venue, 'alice', 'ETH_BTC', k.clock.now)).toBeNull();
  });

  it('below the maintenance level the backend liquidates: orders canceled, BTC sold, the debt repaid, a notice and a history entry', () => {
    const k = setup();
    k.transferIn('USDT', '1000');
    k.borrow('USDT', '9000');
    k.order({ side: 'buy', type: 'market', amount: '0.19' });
    k.order({ side: 'sell', type: 'limit', price: '60000', amount: '0.01' });
    const liq = Number(k.snap().liquidation_price);
    expect(liq).toBeGreaterThan(46000);
    expect(liq).toBeLessThan(50000);
    // Above the liquidation price nothing happens.
    k.setPrice(liq + 50);
    k.tick(1000);
    expect(k.snap().quote.borrowed).toBe('9000');
    k.setPrice(liq - 50);
    const events = k.tick(1000);
    const pushed = events.find((e) => e.kind === 'margin');
    expect(pushed?.kind === 'margin' && pushed.notices.map((n) => n.kind)).toEqual(['liquidated']);
    const s = k.snap();
    expect([s.quote.borrowed, s.quote.interest, s.margin_level, s.base.locked]).toEqual(['0', '0', null, '0']);
    expect(marginOpenOrders(k.state, 'alice', 'BTC_USDT')).toEqual([]);
    expect(marginHistory(k.state, 'alice', { page: 1, limit: 5 }).list[0]?.kind).toBe('liquidation');
    // What is left is the trader's (the level was above 1: equity remains).
    expect(Number(s.quote.available)).toBeGreaterThan(0);
    expect(audit(k.state)).toEqual([]);
    expect(auditMargin(k.state)).toEqual([]);
  });

  it('the demo knob raises the maintenance level: the next second liquidates', () => {
    const k = setup();
    k.transferIn('USDT', '1000');
    k.borrow('USDT', '3000');
    k.order({ side: 'buy', type: 'market', amount: '0.07' });
    k.tick(1000);
    expect(k.snap().quote.borrowed).toBe('3000');
    setMaintenanceOverride(k.state, '1.5');
    expect(k.snap().maintenance_level).toBe('1.5');
    k.tick(1000);
    expect(k.snap().quote.borrowed).toBe('0');
    expect(audit(k.state)).toEqual([]);
  });

  it('a borrowed BTC sold short is bought back at liquidation', () => {
    const k = setup();
    k.transferIn('USDT', '1000');
    k.borrow('BTC', '0.1');
    k.order({ side: 'sell', type: 'market', amount: '0.1' });
    const liq = Number(k.snap().liquidation_price);
    expect(liq).toBeGreaterThan(50000);
    k.setPrice(liq + 100);
    k.tick(1000);
    const s = k.snap();
    expect([s.base.borrowed, s.base.interest]).toEqual(['0', '0']);
    expect(audit(k.state)).toEqual([]);
    expect(auditMargin(k.state)).toEqual([]);
  });
});

describe('conservation over random sequences', () => {
  type Step =
    | { kind: 'in' | 'out' | 'borrow' | 'repay'; base: boolean; share: number }
    | { kind: 'market' | 'limit'; buy: boolean; share: number; offset: number }
    | { kind: 'cancel' }
    | { kind: 'time'; ms: number; move: number }
    | { kind: 'stress'; level: number };
  const share = fc.double({ min: 0.01, max: 1.2, noNaN: true });
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({ kind: fc.constantFrom('in' as const, 'out' as const, 'borrow' as const, 'repay' as const), base: fc.boolean(), share }),
    fc.record({ kind: fc.constantFrom('market' as const, 'limit' as const), buy: fc.boolean(), share, offset: fc.double({ min: -0.05, max: 0.05, noNaN: true }) }),
    fc.record({ kind: fc.constant('cancel' as const) }),
    fc.record({ kind: fc.constant('time' as const), ms: fc.integer({ min: 1, max: 5 * MARGIN_HOUR_MS }), move: fc.double({ min: -0.08, max: 0.08, noNaN: true }) }),
    fc.record({ kind: fc.constant('stress' as const), level: fc.constantFrom(0, 1.2, 2) }),
  );

  it('per asset, accounts + house + fees + interest collected = what was created; loans = what the house lent; locked = open orders', () => {
    // What the random sequences reached (the property is not vacuous: loans were taken, repaid and liquidated).
    const seen = { borrowed: 0, repaid: 0, liquidated: 0 };
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 40, size: 'medium' }), fc.boolean(), (steps, short) => {
        const k = setup();
        let price = 50000;
        // Every run starts with collateral and a loan (of USDT, or of BTC: a short), so the random steps act on debt.
        k.transferIn('USDT', '2000');
        k.borrow(short ? 'BTC' : 'USDT', short ? '0.05' : '5000');
        const amountOf = (value: number, decimals: number) => (Math.floor(value * 10 ** decimals) / 10 ** decimals).toFixed(decimals);
        for (const s of steps) {
          const snap = k.snap();
          if (s.kind === 'in') k.transferIn(s.base ? 'BTC' : 'USDT', amountOf(Number(k.spot()[s.base ? 'BTC' : 'USDT']?.available ?? 0) * s.share * 0.2, s.base ? 5 : 2));
          else if (s.kind === 'out') k.transferOut(s.base ? 'BTC' : 'USDT', amountOf(Number((s.base ? snap.base : snap.quote).transferable) * s.share, s.base ? 5 : 2));
          else if (s.kind === 'borrow') k.borrow(s.base ? 'BTC' : 'USDT', amountOf(Number((s.base ? snap.base : snap.quote).max_borrowable) * s.share, s.base ? 5 : 2));
          else if (s.kind === 'repay') {
            const a = s.base ? snap.base : snap.quote;
            k.repay(a.currency, amountOf(Math.min(Number(a.available), Number(a.borrowed) + Number(a.interest)) * s.share, s.base ? 5 : 2));
          } else if (s.kind === 'market' || s.kind === 'limit') {
            const spend = s.buy ? Number(snap.quote.available) / price : Number(snap.base.available);
            const limit = (price * (1 + s.offset)).toFixed(2);
            k.order({ side: s.buy ? 'buy' : 'sell', type: s.kind, amount: amountOf(spend * s.share * 0.98, 5), ...(s.kind === 'limit' ? { price: limit } : {}) });
          } else if (s.kind === 'cancel') {
            const open = marginOpenOrders(k.state, 'alice', 'BTC_USDT')[0];
            if (open) marginCancelOrder(k.state, k.venue, 'alice', open.id, k.clock.now);
          } else if (s.kind === 'time') {
            price = Math.max(1000, Math.round(price * (1 + s.move)));
            k.setPrice(price);
            k.tick(s.ms);
          } else if (s.kind === 'stress') setMaintenanceOverride(k.state, s.level === 0 ? null : String(s.level));
          expect(audit(k.state)).toEqual([]);
          expect(auditMargin(k.state)).toEqual([]);
          for (const h of marginHistory(k.state, 'alice', { page: 1, limit: 1 }).list) {
            if (h.kind === 'borrow') seen.borrowed++;
            if (h.kind === 'repay') seen.repaid++;
            if (h.kind === 'liquidation') seen.liquidated++;
          }
          // Nothing is owed below the maintenance level after a second of the clock.
          k.tick(1);
          const after = k.snap();
          if (after.margin_level !== null) expect(Number(after.margin_level)).toBeGreaterThanOrEqual(Number(after.maintenance_level) - 1e-9);
        }
      }),
      { numRuns: 80 },
    );
    expect(seen.borrowed).toBeGreaterThan(0);
    expect(seen.repaid).toBeGreaterThan(0);
    expect(seen.liquidated).toBeGreaterThan(0);
  });
});
