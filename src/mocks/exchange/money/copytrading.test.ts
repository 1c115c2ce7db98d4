/** Copy trading: the copy follows the lead trader's simulated trades on the price model; PnL settles with the house. */
import { describe, expect, it } from 'vitest';
import { audit, balancesOf } from '../exchange';
import { advanceCopies, copiesOf, EXPOSURE, leadTradeAt, startCopy, stopCopy, TRADE_PERIOD_MS, traderPerformance } from './copytrading';
import { auditMoney } from './money';
import { moneyKit } from './moneyTestKit';

const P = TRADE_PERIOD_MS;
const T0 = 100 * P;
const usdt = (k: ReturnType<typeof moneyKit>) => balancesOf(k.state, k.venue, 'alice').list.find((b) => b.currency === 'USDT')?.available;
const clean = (k: ReturnType<typeof moneyKit>) => expect([...audit(k.state), ...auditMoney(k.state)]).toEqual([]);

describe('copy trading', () => {
  it('the open copied position follows the mark; a closed trade settles its PnL; stop returns equity less the profit share', () => {
    const k = moneyKit();
    // A steady rise of 1 USDT a minute from 100 at T0.
    k.price.BTC = (t) => 100 + (t * 1000 - T0) / 60_000;
    const trade = leadTradeAt({ id: 't1', markets: ['BTC'], win_rate: 100, mode: 'futures' }, k.venue, T0 / P);
    expect(trade?.side).toBe('long'); // a trader right every time goes with the rise
    const start = startCopy(k.state, k.venue, k.traders, 'alice', { trader_id: 't1', amount: '1000', stop_loss_pct: '50' }, T0 + 60_000).outcome;
    expect(start.data).toMatchObject({ allocation: '1000', equity: '1000', status: 'copying' });
    expect(usdt(k)).toBe('9000');
    const side = leadTradeAt({ id: 't1', markets: ['BTC'], win_rate: 70, mode: 'futures' }, k.venue, T0 / P)?.side;
    const sign = side === 'long' ? 1 : -1;
    // Entered at 101 with 1000 x EXPOSURE of notional: size 300 / 101, floored to 8 decimals.
    const size = Math.floor(((1000 * Number(EXPOSURE)) / 101) * 1e8) / 1e8;
    const view = copiesOf(k.state, k.venue, k.traders, 'alice', T0 + 5 * 60_000)[0];
    expect(view?.positions[0]).toMatchObject({ symbol: 'BTC_USDT', side, entry_price: '101', mark_price: '105', size: String(size) });
    expect(Number(view?.unrealized_pnl)).toBeCloseTo(sign * size * 4, 6);
    // The trade closes at the period's end (115): its PnL is settled into the copy account.
    advanceCopies(k.state, k.venue, k.traders, T0 + P);
    const settled = copiesOf(k.state, k.venue, k.traders, 'alice', T0 + P)[0];
    expect(settled?.trades[0]).toMatchObject({ entry_price: '101', exit_price: '115' });
    expect(Number(settled?.equity)).toBeCloseTo(1000 + sign * size * 14, 6);
    clean(k);
    const stopped = stopCopy(k.state, k.venue, k.traders, 'alice', { copy_id: start.data?.id }, T0 + P + 60_000).outcome.data;
    expect(stopped).toMatchObject({ status: 'stopped', stop_reason: 'user', equity: '0' });
    const back = Number(stopped?.returned) + Number(stopped?.profit_share);
    expect(Number(usdt(k))).toBeCloseTo(9000 + Number(stopped?.returned), 6);
    if (back > 1000) expect(Number(stopped?.profit_share)).toBeCloseTo((back - 1000) * 0.1, 6);
    else expect(stopped?.profit_share).toBe('0');
    clean(k);
  });

  it('a stop-loss stops the copy at the mark and returns what is left', () => {
    const k = moneyKit();
    // The period opens at 100 and closes at 101; halfway the price dips against whichever side the trader took.
    let dip = 100;
    k.price.BTC = (t) => (t * 1000 === T0 + P / 2 ? dip : 100 + (t * 1000 - T0) / P);
    const side = leadTradeAt({ id: 't1', markets: ['BTC'], win_rate: 70, mode: 'futures' }, k.venue, T0 / P)?.side;
    dip = side === 'long' ? 40 : 160;
    startCopy(k.state, k.venue, k.traders, 'alice', { trader_id: 't1', amount: '1000', stop_loss_pct: '10' }, T0);
    expect(advanceCopies(k.state, k.venue, k.traders, T0 + P / 4)).toEqual([]);
    const events = advanceCopies(k.state, k.venue, k.traders, T0 + P / 2);
    expect(events.map((e) => e.kind)).toEqual(['balances']);
    const view = copiesOf(k.state, k.venue, k.traders, 'alice', T0 + P / 2)[0];
    // 300 of notional loses 60 %: 180 of the 1000.
    expect(view).toMatchObject({ status: 'stopped', stop_reason: 'stop_loss', returned: '820', profit_share: '0', pnl: '-180' });
    expect(usdt(k)).toBe('9820');
    clean(k);
  });

  it('refuses allocations out of limits, a second copy of the same trader and an unknown one', () => {
    const k = moneyKit();
    const go = (req: Record<string, unknown>) => startCopy(k.state, k.venue, k.traders, 'alice', req, T0).outcome.code;
    expect(go({ trader_id: 't1', amount: '10' })).toBe(40011);
    expect(go({ trader_id: 't1', amount: '200000' })).toBe(40012);
    expect(go({ trader_id: 't1', amount: '100', stop_loss_pct: '99' })).toBe(40001);
    expect(go({ trader_id: 'nobody', amount: '100' })).toBe(40400);
    expect(go({ trader_id: 't1', amount: '100' })).toBe(0);
    expect(go({ trader_id: 't1', amount: '100' })).toBe(40040);
    expect(go({ trader_id: 's1', amount: '20000' })).toBe(40010);
  });

  it("the trader's record: a spot trader never shorts; points are cumulative and end at the range's ROI", () => {
    const k = moneyKit();
    k.price.BTC = (t) => 100 + 10 * Math.sin(t / 1000);
    for (let i = 0; i < 50; i++) expect(leadTradeAt({ id: 's1', markets: ['BTC'], win_rate: 70, mode: 'spot' }, k.venue, i)?.side ?? 'long').toBe('long');
    const perf = traderPerformance({ id: 't1', markets: ['BTC'], win_rate: 70, mode: 'futures' }, k.venue, 7, 30 * 86_400_000);
    expect(perf.points.length).toBe(85);
    expect(perf.points[0]?.roi).toBe('0.00');
    expect(perf.points.at(-1)?.roi).toBe(perf.roi);
    expect(perf.trades).toBe(7 * 96);
    expect(Number(perf.win_rate)).toBeGreaterThan(55);
  });
});
