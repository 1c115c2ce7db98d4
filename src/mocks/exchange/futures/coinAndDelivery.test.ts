/**
 * Coin-margined (inverse) perpetuals and quarterly delivery contracts on the futures account
 * (docs/futures.md): the inverse formulas against hand-worked examples, a BTC-margined long from
 * a BTC transfer to its close with PnL in BTC, a delivery long settled by the backend at its
 * time (history entry, notice, the next quarter listed), and the property that every asset (USDT
 * and BTC) is conserved across transfers, fills, funding, liquidations and deliveries.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec, text } from '../decimal';
import { audit, balancesOf, freshState } from '../exchange';
import { advanceFutures, allContracts, contractOf, fundingHistory, futuresOrderHistory, nextQuarterlyDelivery, placeFuturesOrder, positionHistory, setDeliveryIn, setFundingInterval, snapshotOf, transfer, type FuturesPlaceRequest } from './futures';
import { inverseFunding, inverseLiquidationPrice, inverseMaintenance, inverseMargin, inversePnl, isLiquidated, marginRatio, roe } from './futuresMath';
import type { Level, MarketView, Venue } from '../types';
import { validateFuturesAccountResponse, validateFuturesContractsResponse, validateFuturesOrderResponse, validateFuturesPositionHistoryResponse } from '../../../generated/validatorLoaders';

/** The answer as the client receives it passes the endpoint's schema (closed payloads: no internal field leaks). */
async function onTheWire(load: () => Promise<(body: unknown) => boolean>, data: unknown): Promise<boolean> {
  const validate = await load();
  return validate({ code: 0, message: 'success', data });
}

describe('inverse formulas, against hand-worked examples (docs/futures.md)', () => {
  // 10x long of 1,000 BTC_USD contracts ($100 each: N = $100,000) at 50,000, isolated, mmr 0.5 %.
  const n = { contracts: dec(1000), face: dec(100), entry: dec(50000), mmr: dec('0.005') };

  it('margin 0.2 BTC; at 55,000 PnL +0.18181818 BTC, ROE 90.9 %; at 45,000 -0.22222222 BTC', () => {
    const im = inverseMargin(n.entry, n.contracts, n.face, 10);
    expect(text(im)).toBe('0.2');
    // 100,000 x (1/50,000 - 1/55,000) = 2 - 1.81818181... BTC
    const up = inversePnl(1, n.entry, dec(55000), n.contracts, n.face);
    expect(text(up)).toBe('0.18181818');
    expect(roe(up, im).round(4).toFixed(4)).toBe('0.9091');
    expect(text(inversePnl(1, n.entry, dec(45000), n.contracts, n.face))).toBe('-0.22222222');
    // A short gains what the long loses.
    expect(text(inversePnl(-1, n.entry, dec(45000), n.contracts, n.face))).toBe('0.22222222');
    // MM at 55,000: 100,000 / 55,000 x 0.005 = 0.00909091; ratio = MM / (M + uPnL).
    const mm = inverseMaintenance(dec(55000), n.contracts, n.face, n.mmr);
    expect(text(mm)).toBe('0.00909091');
    expect(marginRatio(mm, im, up).round(4).toFixed(4)).toBe('0.0238');
  });

  it('liquidation, long: 100,000 x 1.005 / (0.2 + 2) = 45,681.82; short: 100,000 x 0.995 / (2 - 0.2) = 55,277.78', () => {
    const long = inverseLiquidationPrice(1, n.entry, n.contracts, n.face, dec('0.2'), n.mmr);
    expect(long.round(2).toFixed(2)).toBe('45681.82');
    // There, margin + PnL equals the maintenance margin (about 0.01094527 BTC both).
    const n100k = dec(100000);
    expect(dec('0.2').plus(n100k.div(50000).minus(n100k.div(long))).round(10).eq(n100k.div(long).times(n.mmr).round(10))).toBe(true);
    expect(isLiquidated(1, dec('45681.81'), long)).toBe(true);
    expect(isLiquidated(1, dec('45681.82'), long)).toBe(false);
    const short = inverseLiquidationPrice(-1, n.entry, n.contracts, n.face, dec('0.2'), n.mmr);
    expect(short.round(2).toFixed(2)).toBe('55277.78');
    // A 1x short backed by more than its notional's worth of coin is never liquidated.
    expect(text(inverseLiquidationPrice(-1, n.entry, n.contracts, n.face, dec('2.5'), n.mmr))).toBe('0');
  });

  it('funding: a long of $100,000 at mark 50,000 pays 0.0002 BTC at +0.01 %', () => {
    expect(text(inverseFunding(1, n.contracts, n.face, dec(50000), dec('0.0001')))).toBe('0.0002');
    expect(text(inverseFunding(-1, n.contracts, n.face, dec(50000), dec('0.0001')))).toBe('-0.0002');
  });
});

describe('the quarterly delivery time', () => {
  it('is the last Friday of March, June, September or December at 08:00 UTC', () => {
    expect(new Date(nextQuarterlyDelivery(Date.UTC(2026, 10, 29, 6))).toISOString()).toBe('2026-12-25T08:00:00.000Z');
    expect(new Date(nextQuarterlyDelivery(Date.UTC(2026, 11, 25, 8))).toISOString()).toBe('2027-03-26T08:00:00.000Z');
    expect(new Date(nextQuarterlyDelivery(Date.UTC(2027, 0, 1))).toISOString()).toBe('2027-03-26T08:00:00.000Z');
  });
});

const lv = (price: number, amount: string): Level => ({ price: dec(price), amount: dec(amount) });

/** A market at a price the test sets, no spread, deep enough for any order; alice holds USDT and BTC on spot. */
function setup() {
  let mid = 50000;
  const market: MarketView = {
    book: () => ({ asks: [lv(mid, '1000000')], bids: [lv(mid, '1000000')] }),
    prints: () => [],
    last: () => dec(mid),
  };
  const venue: Venue = { market, rule: () => undefined, starting: (owner): Record<string, string> => (owner === 'alice' ? { USDT: '20000', BTC: '3' } : {}) };
  const state = freshState(1_000_000);
  let now = 1_000_000;
  let n = 0;
  const place = (req: FuturesPlaceRequest) => placeFuturesOrder(state, venue, 'alice', { leverage: 10, margin_mode: 'isolated', client_id: `c${++n}`, ...req }, now);
  const move = (price: number, ms = 1000) => {
    mid = price;
    now += ms;
    return advanceFutures(state, venue, now);
  };
  const snap = () => snapshotOf(state, venue, 'alice', now);
  const spot = (currency: string) => balancesOf(state, venue, 'alice').list.find((b) => b.currency === currency)?.available;
  const send = (from: string, to: string, currency: string, amount: string) => transfer(state, venue, 'alice', { from, to, currency, amount, client_id: `t${++n}` }, now);
  return { state, venue, place, move, snap, spot, send, now: () => now };
}

describe('a coin-margined long: BTC in, PnL in BTC', () => {
  it('transfer 1 BTC to futures, open 1,000 contracts 10x at 50,000, close at 55,000: +0.18181818 BTC less fees', async () => {
    const t = setup();
    const sent = t.send('spot', 'futures', 'BTC', '1');
    expect(sent.outcome.data).toMatchObject({ transfer: { currency: 'BTC', amount: '1' }, spot: { currency: 'BTC', available: '2' }, futures: { currency: 'BTC', wallet_balance: '1.00000000', available: '1.00000000' } });
    expect(t.snap().coin_accounts).toEqual([expect.objectContaining({ currency: 'BTC', wallet_balance: '1.00000000' })]);
    // The USDT wallet is another: untouched.
    expect(t.snap().account).toMatchObject({ currency: 'USDT', wallet_balance: '0.0000' });
    const contract = contractOf(t.state, t.venue, 'BTC_USD', t.now());
    expect(contract).toMatchObject({ settle: 'BTC', inverse: true, contract_size: '100', kind: 'perpetual', underlying: 'BTC_USDT', amount_step: '1', delivery_time: null });
    // Fee: $100,000 / 50,000 x 0.05 % = 0.001 BTC.
    const opened = t.place({ symbol: 'BTC_USD', side: 'buy', type: 'market', size: '1000' });
    expect(opened.outcome.data).toMatchObject({ status: 'filled', avg_price: '50000', fee: '0.001' });
    expect(t.snap().positions[0]).toMatchObject({ symbol: 'BTC_USD', side: 'long', size: '1000', margin: '0.20000000', liquidation_price: expect.stringMatching(/^45681\.8/) });
    expect(t.snap().coin_accounts[0]).toMatchObject({ wallet_balance: '0.99900000', position_margin: '0.20000000', available: '0.79900000' });
    t.move(55000);
    expect(t.snap().positions[0]).toMatchObject({ unrealized_pnl: '0.18181818', roe: '0.909091' });
    expect(await onTheWire(validateFuturesAccountResponse, t.snap())).toBe(true);
    // Close by market: realized +0.18181818; fee $100,000 / 55,000 x 0.05 % = 0.00090909..., rounded up to 0.0009091.
    const closed = t.place({ symbol: 'BTC_USD', side: 'sell', type: 'market', size: '1000', reduce_only: true });
    expect(closed.outcome.data).toMatchObject({ status: 'filled', fee: '0.0009091', realized_pnl: '0.18181818' });
    expect(t.snap().positions).toEqual([]);
    expect(t.snap().coin_accounts[0]?.wallet_balance).toBe(text(dec(1).minus('0.001').plus('0.18181818').minus('0.0009091').round(8)));
    expect(positionHistory(t.state, 'alice', { page: 1, limit: 5 }, t.now()).list[0]).toMatchObject({ symbol: 'BTC_USD', reason: 'closed', realized_pnl: '0.18181818' });
    // Back to spot, in BTC.
    expect(t.send('futures', 'spot', 'BTC', '1.1').outcome.code).toBe(0);
    expect(t.spot('BTC')).toBe('3.1');
    expect(audit(t.state)).toEqual([]);
    expect(await onTheWire(validateFuturesOrderResponse, opened.outcome.data)).toBe(true);
    expect(await onTheWire(validateFuturesContractsResponse, { list: allContracts(t.state, t.venue, t.now()) })).toBe(true);
    expect(await onTheWire(validateFuturesPositionHistoryResponse, positionHistory(t.state, 'alice', { page: 1, limit: 5 }, t.now()))).toBe(true);
  });

  it('is funded only by the coin: no BTC in futures, no order; funding is paid in BTC', () => {
    const t = setup();
    t.send('spot', 'futures', 'USDT', '10000');
    expect(t.place({ symbol: 'BTC_USD', side: 'buy', type: 'market', size: '100' }).outcome).toMatchObject({ code: 40010 });
    expect(t.send('spot', 'futures', 'ETH', '1').outcome.code).toBe(40001);
    expect(t.send('spot', 'futures', 'BTC', '0.123456789').outcome.code).toBe(40001);
    setFundingInterval(t.state, 10, t.now());
    t.send('spot', 'futures', 'BTC', '0.5');
    t.place({ symbol: 'BTC_USD', side: 'buy', type: 'market', size: '1000' });
    t.move(50000, 10_000);
    const [entry] = fundingHistory(t.state, 'alice', { page: 1, limit: 5 }, t.now()).list;
    // -(100,000 / 50,000 x rate) BTC, to the satoshi.
    expect(entry).toMatchObject({ symbol: 'BTC_USD', size: '1000' });
    expect(dec(entry?.amount ?? '0').eq(dec(2).times(entry?.rate ?? '0').neg().round(8, 0))).toBe(true);
    expect(audit(t.state)).toEqual([]);
  });
});

describe('a delivery long, settled by the backend at its time', () => {
  it('the backend lists the quarter with its date; the demo brings it near; at expiry the position is delivered and the next quarter listed', async () => {
    const t = setup();
    const quarter = nextQuarterlyDelivery(t.now());
    const listed = allContracts(t.state, t.venue, t.now()).filter((c) => c.kind === 'delivery');
    expect(listed.map((c) => c.symbol)).toEqual(['BTC_USDT_19700327', 'ETH_USDT_19700327']);
    expect(listed[0]).toMatchObject({ delivery_time: quarter, funding_rate: '0', next_funding_time: 0, settle: 'USDT', basis: '0' });
    // The demo knob: delivery in 60 s (today's date in the symbol).
    setDeliveryIn(t.state, 60, t.now());
    const soon = contractOf(t.state, t.venue, 'BTC_USDT_19700101', t.now());
    expect(soon?.delivery_time).toBe(t.now() + 60_000);
    expect(contractOf(t.state, t.venue, 'BTC_USDT_19700327', t.now())).toBeUndefined();
    setFundingInterval(t.state, 5, t.now());
    t.send('spot', 'futures', 'USDT', '1000');
    // 0.1 BTC at 50,000, 10x: margin 500, fee 2.5. A resting buy far below waits.
    const opened = t.place({ symbol: 'BTC_USDT_19700101', side: 'buy', type: 'market', size: '0.1' }).outcome.data;
    expect(opened).toMatchObject({ status: 'filled', fee: '2.5' });
    // The order on the wire is the schema's: no internal field (futures-order.schema.json is closed).
    expect(opened && 'expiry' in opened).toBe(false);
    expect(t.place({ symbol: 'BTC_USDT_19700101', side: 'buy', type: 'limit', price: '40000', size: '0.01' }).outcome.data?.status).toBe('open');
    t.move(50500, 30_000);
    expect(t.snap().positions[0]).toMatchObject({ symbol: 'BTC_USDT_19700101', unrealized_pnl: '50.0000' });
    // Past the delivery time: settled at the mark then (51,000), no fee; a notice; the history says delivered.
    const events = t.move(51000, 31_000);
    const notices = events.flatMap((e) => (e.kind === 'futures' ? e.notices : []));
    expect(notices).toContainEqual({ kind: 'delivered', symbol: 'BTC_USDT_19700101', amount: '100', price: '51000' });
    expect(t.snap().positions).toEqual([]);
    expect(positionHistory(t.state, 'alice', { page: 1, limit: 5 }, t.now()).list[0]).toMatchObject({ reason: 'delivered', close_price: '51000', realized_pnl: '100', funding: '0' });
    expect(t.snap().account.wallet_balance).toBe('1097.5000');
    // No funding on a delivery contract; the resting order is canceled with the contract.
    expect(fundingHistory(t.state, 'alice', { page: 1, limit: 5 }, t.now()).total).toBe(0);
    expect(futuresOrderHistory(t.state, 'alice', { page: 1, limit: 5 }, t.now()).list[0]).toMatchObject({ status: 'canceled', reason: 'The contract was delivered.' });
    // The next quarter is listed; the delivered one takes no orders.
    expect(allContracts(t.state, t.venue, t.now()).find((c) => c.kind === 'delivery')?.symbol).toBe('BTC_USDT_19700327');
    expect(t.place({ symbol: 'BTC_USDT_19700101', side: 'buy', type: 'market', size: '0.1' }).outcome.code).toBe(40400);
    expect(audit(t.state)).toEqual([]);
    expect(await onTheWire(validateFuturesOrderResponse, opened)).toBe(true);
    expect(await onTheWire(validateFuturesPositionHistoryResponse, positionHistory(t.state, 'alice', { page: 1, limit: 5 }, t.now()))).toBe(true);
    expect(await onTheWire(validateFuturesContractsResponse, { list: allContracts(t.state, t.venue, t.now()) })).toBe(true);
  });
});

describe('property: USDT and BTC are conserved across transfers, fills, funding, liquidations and deliveries', () => {
  const SYMBOLS = ['BTC_USDT', 'BTC_USD', 'DELIVERY'] as const;
  const action = fc.oneof(
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('transfer' as const), out: fc.boolean(), coin: fc.boolean(), amount: fc.integer({ min: 1, max: 3000 }) }) },
    {
      weight: 6,
      arbitrary: fc.record({
        kind: fc.constant('place' as const),
        symbol: fc.constantFrom(...SYMBOLS),
        side: fc.constantFrom('buy', 'sell'),
        type: fc.constantFrom('limit', 'market', 'stop'),
        price: fc.integer({ min: 45000, max: 55000 }),
        size: fc.integer({ min: 1, max: 300 }),
        leverage: fc.constantFrom(1, 10, 50, 100),
        mode: fc.constantFrom('cross', 'isolated'),
        reduce: fc.boolean(),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('deliverySoon' as const), seconds: fc.integer({ min: 10, max: 60 }) }) },
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('move' as const), price: fc.integer({ min: 44000, max: 56000 }), ms: fc.integer({ min: 1, max: 30_000 }) }) },
  );

  it('the audit holds after every step', () => {
    const seen = { delivered: 0, liquidated: 0, coinClosed: 0 };
    fc.assert(
      fc.property(fc.array(action, { minLength: 1, maxLength: 30 }), (actions) => {
        const t = setup();
        setFundingInterval(t.state, 5, t.now());
        setDeliveryIn(t.state, 20, t.now());
        t.send('spot', 'futures', 'USDT', '3000');
        t.send('spot', 'futures', 'BTC', '0.5');
        for (const a of actions) {
          if (a.kind === 'transfer') {
            const amount = a.coin ? (a.amount / 10_000).toFixed(4) : String(a.amount);
            t.send(a.out ? 'futures' : 'spot', a.out ? 'spot' : 'futures', a.coin ? 'BTC' : 'USDT', amount);
          } else if (a.kind === 'place') {
            const delivery = allContracts(t.state, t.venue, t.now()).find((c) => c.kind === 'delivery' && c.base === 'BTC')?.symbol ?? '';
            const symbol = a.symbol === 'DELIVERY' ? delivery : a.symbol;
            const size = a.symbol === 'BTC_USD' ? String(a.size) : (a.size / 1000).toFixed(3);
            t.place({ symbol, side: a.side, type: a.type, price: String(a.price), stop_price: String(a.price), size, leverage: a.leverage, margin_mode: a.mode, reduce_only: a.reduce });
          } else if (a.kind === 'deliverySoon') setDeliveryIn(t.state, a.seconds, t.now());
          else t.move(a.price, a.ms);
          const problems = audit(t.state);
          if (problems.length > 0) throw new Error(`after ${JSON.stringify(a)}: ${problems.join('; ')}`);
        }
        const history = t.state.futures?.history ?? [];
        seen.delivered += history.filter((h) => h.reason === 'delivered').length;
        seen.liquidated += history.filter((h) => h.reason === 'liquidated').length;
        seen.coinClosed += history.filter((h) => h.symbol === 'BTC_USD').length;
        return true;
      }),
      { numRuns: 150, seed: 3636 },
    );
    expect(seen.delivered).toBeGreaterThan(3);
    expect(seen.liquidated).toBeGreaterThan(3);
    expect(seen.coinClosed).toBeGreaterThan(2);
  });

  it('the audit sees BTC created from nothing in a futures wallet', () => {
    const t = setup();
    t.send('spot', 'futures', 'BTC', '1');
    const state = structuredClone(t.state);
    const pool = state.futures?.coins?.BTC;
    if (pool) pool.wallets.alice = '1.5';
    expect(audit(state).join()).toMatch(/BTC: accounts and fees hold/);
  });
});
