/**
 * Launchpool, HODL staking and Lend & Earn on the one account model (docs/earn.md): rewards pro
 * rata to the pool, staking from the day after and locked until its end, lending by the earn
 * hour, and the property that assets are conserved over random stakes, claims, unstakes, loans,
 * withdrawals and time.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { audit, balancesOf } from '../exchange';
import { accrueEarn, claim, EARN_DAY_MS, EARN_HOUR_MS, earnAccountOf, redeem, subscribe, type EarnCatalog } from './earn';
import { auditMoney } from './money';
import { moneyKit } from './moneyTestKit';

const T0 = 10_000_000;
const POOL_END = T0 + 100 * EARN_HOUR_MS;

/** The kit's catalog plus a pool (LUMN for USDT, 1000 USDT staked by others, 100 LUMN an hour), staking and lending. */
function kit(starting?: Record<string, string>) {
  const k = moneyKit(starting);
  const catalog: EarnCatalog = (type, id) => {
    if (type === 'launchpool' && (id === 'lp' || id === 'ended'))
      return { type, id, asset: 'USDT', apr: '40', term_days: 0, min_amount: '10', max_amount: '5000', step: '0.01', open: true, pool: { reward_asset: 'LUMN', reward_per_hour: '100', base_staked: '1000', end_time: id === 'ended' ? T0 - 1 : POOL_END } };
    if (type === 'staking' && (id === 'USDT' || id === 'BTC')) return { type, id, asset: id, apr: '36.5', term_days: id === 'BTC' ? 7 : 0, min_amount: '0.01', max_amount: '5000', step: '0.01', open: true };
    if (type === 'lend' && id === 'USDT') return { type, id, asset: 'USDT', apr: '87.6', term_days: 0, min_amount: '10', max_amount: '5000', step: '0.01', open: true };
    return k.catalog(type, id);
  };
  return { ...k, catalog };
}
type Kit = ReturnType<typeof kit>;
const spot = (k: Kit, asset: string) => balancesOf(k.state, k.venue, 'alice').list.find((b) => b.currency === asset)?.available ?? '0';
const clean = (k: Kit) => expect([...audit(k.state), ...auditMoney(k.state)]).toEqual([]);
const sub = (k: Kit, product_type: string, product_id: string, amount: string, now = T0) => subscribe(k.state, k.venue, k.catalog, 'alice', { product_type, product_id, amount }, now).outcome;

describe('launchpool', () => {
  it('rewards accrue each earn hour pro rata to the share of the pool, are claimed, and the stake comes back', () => {
    const k = kit();
    const stake = sub(k, 'launchpool', 'lp', '1000');
    expect(stake.data).toMatchObject({ product_type: 'launchpool', asset: 'USDT', reward_asset: 'LUMN', principal: '1000', maturity_time: POOL_END });
    expect(spot(k, 'USDT')).toBe('9000');
    // Half the pool (1000 of 2000): 50 LUMN an hour.
    accrueEarn(k.state, k.venue, T0 + 3 * EARN_HOUR_MS + 10, k.catalog);
    expect(earnAccountOf(k.state, 'alice').positions[0]).toMatchObject({ interest: '150' });
    clean(k);
    const claimed = claim(k.state, k.venue, 'alice', { position_id: stake.data?.id }, T0 + 3 * EARN_HOUR_MS + 20);
    expect(claimed.outcome.data).toMatchObject({ interest: '0', status: 'holding' });
    expect(spot(k, 'LUMN')).toBe('150');
    expect(claim(k.state, k.venue, 'alice', { position_id: stake.data?.id }, T0 + 3 * EARN_HOUR_MS + 30).outcome.code).toBe(40032);
    // A second stake of 1000 makes the pool 3000: the two stakes earn a third each.
    const more = sub(k, 'launchpool', 'lp', '1000', T0 + 3 * EARN_HOUR_MS + 30);
    accrueEarn(k.state, k.venue, T0 + 4 * EARN_HOUR_MS + 40, k.catalog);
    const interest = earnAccountOf(k.state, 'alice').positions.map((p) => p.interest);
    expect(interest).toEqual(['33.33333333', '33.33333333']);
    clean(k);
    redeem(k.state, k.venue, k.catalog, 'alice', { position_id: more.data?.id }, T0 + 5 * EARN_HOUR_MS);
    expect(spot(k, 'USDT')).toBe('9000');
    clean(k);
  });

  it('a pool that has ended takes no stakes, and at its end pays stakes and rewards out', () => {
    const k = kit();
    expect(sub(k, 'launchpool', 'ended', '100').code).toBe(40031);
    expect(sub(k, 'launchpool', 'lp', '10.001').code).toBe(40013);
    expect(sub(k, 'launchpool', 'lp', '5').code).toBe(40011);
    sub(k, 'launchpool', 'lp', '1000');
    const events = accrueEarn(k.state, k.venue, POOL_END + 50 * EARN_HOUR_MS, k.catalog);
    expect(events.map((e) => e.kind)).toEqual(['balances']);
    // 100 hours at 50 LUMN, none after the end.
    expect(spot(k, 'LUMN')).toBe('5000');
    expect(spot(k, 'USDT')).toBe('10000');
    expect(earnAccountOf(k.state, 'alice').positions[0]).toMatchObject({ status: 'redeemed', end_time: POOL_END });
    clean(k);
  });
});

describe('HODL staking', () => {
  it('earns daily from the day after; a flexible stake unstakes at any time', () => {
    const k = kit();
    const s = sub(k, 'staking', 'USDT', '1000');
    // 1000 at 36.5 %: 1 a day, from the second earn day.
    accrueEarn(k.state, k.venue, T0 + EARN_DAY_MS + 5, k.catalog);
    expect(earnAccountOf(k.state, 'alice').positions[0]?.interest).toBe('0');
    accrueEarn(k.state, k.venue, T0 + 3 * EARN_DAY_MS + 5, k.catalog);
    expect(earnAccountOf(k.state, 'alice').positions[0]?.interest).toBe('2');
    expect(redeem(k.state, k.venue, k.catalog, 'alice', { position_id: s.data?.id }, T0 + 3 * EARN_DAY_MS + 6).outcome.data?.status).toBe('redeemed');
    expect(spot(k, 'USDT')).toBe('10002');
    clean(k);
  });

  it('a locked stake refuses to unstake before its end (40030) and returns principal and rewards at it', () => {
    const k = kit();
    const s = sub(k, 'staking', 'BTC', '0.5');
    expect(s.data?.maturity_time).toBe(T0 + 7 * EARN_DAY_MS);
    const early = redeem(k.state, k.venue, k.catalog, 'alice', { position_id: s.data?.id }, T0 + 2 * EARN_DAY_MS);
    expect(early.outcome).toMatchObject({ code: 40030, data: null });
    expect(early.outcome.message).toMatch(/locked/);
    accrueEarn(k.state, k.venue, T0 + 20 * EARN_DAY_MS, k.catalog);
    // 0.5 at 36.5 % = 0.0005 a day, for days 2 to 7 of the lock.
    expect(spot(k, 'BTC')).toBe('1.003');
    clean(k);
  });
});

describe('Lend & Earn', () => {
  it('interest at the market rate each earn hour; withdraw at any time', () => {
    const k = kit();
    const loan = sub(k, 'lend', 'USDT', '1000');
    // 1000 at 87.6 % a year = 0.1 an hour.
    accrueEarn(k.state, k.venue, T0 + 5 * EARN_HOUR_MS + 1, k.catalog);
    expect(earnAccountOf(k.state, 'alice').positions[0]?.interest).toBe('0.5');
    redeem(k.state, k.venue, k.catalog, 'alice', { position_id: loan.data?.id }, T0 + 5 * EARN_HOUR_MS + 2);
    expect(spot(k, 'USDT')).toBe('10000.5');
    expect(claim(k.state, k.venue, 'alice', { position_id: loan.data?.id }, T0).outcome.code).toBe(40400);
    clean(k);
  });
});

describe('property: assets are conserved over random stakes, claims, unstakes, loans and withdrawals', () => {
  const step = fc.oneof(
    fc.record({ kind: fc.constant('stake' as const), product: fc.constantFrom(['launchpool', 'lp'], ['staking', 'USDT'], ['staking', 'BTC'], ['lend', 'USDT'], ['flexible', '1']), amount: fc.integer({ min: 1, max: 300_000 }) }),
    fc.record({ kind: fc.constantFrom('claim' as const, 'unstake' as const), pick: fc.nat(20) }),
    fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 1, max: 3 * EARN_DAY_MS }) }),
  );
  it('spot plus earn plus what the house paid stays what was created, and each earn account equals its positions', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 40 }), (steps) => {
        const k = kit();
        let now = T0;
        for (const s of steps) {
          if (s.kind === 'wait') {
            now += s.ms;
            accrueEarn(k.state, k.venue, now, k.catalog);
          } else if (s.kind === 'stake') {
            const [type, id] = s.product;
            sub(k, type ?? '', id ?? '', (s.amount / 100).toFixed(2), now);
          } else {
            const holding = earnAccountOf(k.state, 'alice').positions.filter((p) => p.status === 'holding');
            const p = holding[s.pick % Math.max(1, holding.length)];
            const outcome = s.kind === 'claim' ? claim(k.state, k.venue, 'alice', { position_id: p?.id }, now).outcome : redeem(k.state, k.venue, k.catalog, 'alice', { position_id: p?.id }, now).outcome;
            if (p?.product_type === 'staking' && p.maturity_time !== null && s.kind === 'unstake') expect(outcome.code).toBe(40030);
          }
          expect([...audit(k.state), ...auditMoney(k.state)]).toEqual([]);
        }
      }),
      { numRuns: 60 },
    );
  });
});
