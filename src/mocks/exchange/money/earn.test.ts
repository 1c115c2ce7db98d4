/** Simple Earn and Startup: interest at the APR, credited once per earn day of the demo clock. */
import { describe, expect, it } from 'vitest';
import { audit, balancesOf } from '../exchange';
import { accrueEarn, dailyInterest, EARN_DAY_MS, earnAccountOf, redeem, subscribe } from './earn';
import { auditMoney } from './money';
import { moneyKit } from './moneyTestKit';

const T0 = 10_000_000;
const usdt = (k: ReturnType<typeof moneyKit>) => balancesOf(k.state, k.venue, 'alice').list.find((b) => b.currency === 'USDT')?.available;
const clean = (k: ReturnType<typeof moneyKit>) => expect([...audit(k.state), ...auditMoney(k.state)]).toEqual([]);

describe('earn', () => {
  it('flexible: 1000 USDT at 36.5 % earns 1 USDT a day, credited per whole earn day; redeem returns both', () => {
    const k = moneyKit();
    const sub = subscribe(k.state, k.venue, k.catalog, 'alice', { product_type: 'flexible', product_id: '1', amount: '1000' }, T0).outcome;
    expect(sub.data).toMatchObject({ principal: '1000', interest: '0', apr: '36.5', status: 'holding', maturity_time: null });
    expect(usdt(k)).toBe('9000');
    expect(dailyInterest('1000', '36.5')).toBe('1');
    accrueEarn(k.state, k.venue, T0 + EARN_DAY_MS - 1);
    expect(earnAccountOf(k.state, 'alice').positions[0]?.interest).toBe('0');
    accrueEarn(k.state, k.venue, T0 + 3 * EARN_DAY_MS + 500);
    expect(earnAccountOf(k.state, 'alice').positions[0]).toMatchObject({ interest: '3', accrued_to: T0 + 3 * EARN_DAY_MS });
    clean(k);
    const back = redeem(k.state, k.venue, k.catalog, 'alice', { position_id: sub.data?.id }, T0 + 3 * EARN_DAY_MS + 900);
    expect(back.outcome.data).toMatchObject({ status: 'redeemed' });
    expect(usdt(k)).toBe('10003');
    expect(earnAccountOf(k.state, 'alice').history.map((r) => [r.kind, r.amount])).toEqual([['redeem', '1003'], ['interest', '3'], ['subscribe', '1000']]);
    clean(k);
  });

  it('fixed: refuses early redemption (40030), returns principal and the term interest at maturity by itself', () => {
    const k = moneyKit();
    const sub = subscribe(k.state, k.venue, k.catalog, 'alice', { product_type: 'fixed', product_id: '2', amount: '500' }, T0).outcome;
    expect(sub.data?.maturity_time).toBe(T0 + 30 * EARN_DAY_MS);
    expect(redeem(k.state, k.venue, k.catalog, 'alice', { position_id: sub.data?.id }, T0 + 1000).outcome.code).toBe(40030);
    const events = accrueEarn(k.state, k.venue, T0 + 45 * EARN_DAY_MS);
    expect(events.map((e) => e.kind)).toEqual(['balances']);
    // 500 x 73 % / 365 = 1 a day, for the 30 days of the term only.
    expect(usdt(k)).toBe('10030');
    expect(earnAccountOf(k.state, 'alice').positions[0]).toMatchObject({ status: 'redeemed', interest: '30', end_time: T0 + 30 * EARN_DAY_MS });
    clean(k);
  });

  it('refuses below the minimum, above the maximum per user, a sold-out product and a short balance', () => {
    const k = moneyKit({ USDT: '6000' });
    const sub = (product_type: string, product_id: string, amount: string) => subscribe(k.state, k.venue, k.catalog, 'alice', { product_type, product_id, amount }, T0).outcome.code;
    expect(sub('flexible', '1', '5')).toBe(40011);
    expect(sub('flexible', '1', '4000')).toBe(0);
    expect(sub('flexible', '1', '1500')).toBe(40012);
    expect(sub('fixed', '3', '1')).toBe(40031);
    expect(sub('fixed', '2', '2500')).toBe(40010);
    expect(sub('fixed', '9', '100')).toBe(40400);
    clean(k);
  });

  it('startup: a commitment earns nothing, and can be withdrawn while the sale is open', () => {
    const k = moneyKit();
    const c = subscribe(k.state, k.venue, k.catalog, 'alice', { product_type: 'startup', product_id: 'open', amount: '250' }, T0).outcome;
    expect(c.data).toMatchObject({ apr: '0', asset: 'USDT', principal: '250' });
    expect(subscribe(k.state, k.venue, k.catalog, 'alice', { product_type: 'startup', product_id: 'closed', amount: '250' }, T0).outcome.code).toBe(40031);
    accrueEarn(k.state, k.venue, T0 + 10 * EARN_DAY_MS);
    expect(usdt(k)).toBe('9750');
    redeem(k.state, k.venue, k.catalog, 'alice', { position_id: c.data?.id }, T0 + 10 * EARN_DAY_MS);
    expect(usdt(k)).toBe('10000');
    clean(k);
  });
});
