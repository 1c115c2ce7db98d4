/**
 * Every account and the one transfer between them (docs/accounts.md): what each path means
 * (into earn a flexible subscription, out of a copy a reduction...), refusals that move nothing,
 * and the property: over any sequence of transfers between spot, futures, earn, a running copy
 * and a sub-account, nothing is created or lost (the model's audits) and the user's total does
 * not change (money moved between accounts is still the user's).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { audit, balancesOf } from '../exchange';
import { dec } from '../decimal';
import { startCopy, TRADE_PERIOD_MS } from '../money/copytrading';
import { auditMoney } from '../money/money';
import { moneyKit } from '../money/moneyTestKit';
import { ACCOUNT_KINDS, summaryOf, type AccountContext } from './accounts';
import { transferBetween } from './transfers';

const NOW = 200 * TRADE_PERIOD_MS + 60_000;

function setup() {
  const k = moneyKit({ USDT: '10000', BTC: '1' });
  const ctx = (now = NOW): AccountContext => ({
    state: k.state,
    venue: k.venue,
    owner: 'alice',
    now,
    flexibleProduct: (asset) => (asset === 'USDT' ? k.catalog('flexible', '1') : undefined),
    earnCatalog: k.catalog,
    traders: k.traders,
    traderName: (id) => (id === 't1' ? 'Trader One' : null),
    subAccounts: [{ uid: '7001', name: 'bot' }],
  });
  const copy = startCopy(k.state, k.venue, k.traders, 'alice', { trader_id: 't1', amount: '500' }, NOW).outcome.data;
  if (!copy) throw new Error('the copy did not start');
  let n = 0;
  const move = (from: string, to: string, amount: string, currency = 'USDT', now = NOW) => transferBetween(ctx(now), { from, to, currency, amount, client_id: `c${++n}` }).outcome;
  const held = (account: string, currency = 'USDT') => summaryOf(ctx()).accounts.find((a) => a.account === account)?.balances.find((b) => b.currency === currency);
  return { k, ctx, copyId: copy.id, move, held };
}

const clean = (k: ReturnType<typeof moneyKit>) => expect([...audit(k.state), ...auditMoney(k.state)]).toEqual([]);

describe('the accounts overview', () => {
  it('lists every account of the user, each valued, and a total that is the sum of the counted ones', () => {
    const { ctx, copyId, move } = setup();
    expect(move('spot', 'futures', '1000').code).toBe(0);
    expect(move('spot', 'earn', '2000').code).toBe(0);
    const summary = summaryOf(ctx());
    expect(summary.accounts.map((a) => a.account)).toEqual(['spot', 'futures', 'earn', `copy:${copyId}`, 'sub:7001']);
    expect(summary.accounts.find((a) => a.kind === 'copy')?.label).toBe('Trader One');
    expect(summary.accounts.find((a) => a.kind === 'sub')?.counted).toBe(false);
    const cents = summary.accounts.filter((a) => a.counted).reduce((sum, a) => sum + Math.round(Number(a.total_usd) * 100), 0);
    expect(Math.round(Number(summary.total_usd) * 100)).toBe(cents);
    expect(summary.accounts.find((a) => a.account === 'futures')?.total_usd).toBe('1000.00');
    expect(summary.accounts.find((a) => a.account === 'earn')?.total_usd).toBe('2000.00');
    expect(summary.accounts.find((a) => a.account === `copy:${copyId}`)?.total_usd).toBe('500.00');
  });

  it('names one kind per entry: adding an account is one entry of ACCOUNT_KINDS', () => {
    expect(ACCOUNT_KINDS.map((k) => k.kind)).toEqual(['spot', 'futures', 'margin', 'earn', 'copy', 'sub']);
  });
});

describe('transfers between accounts', () => {
  it('into earn subscribes the flexible product; out of earn takes interest first, then principal', () => {
    const { k, move, held } = setup();
    expect(move('spot', 'earn', '1000').code).toBe(0);
    const position = k.state.money?.earn.find((p) => p.status === 'holding');
    expect(position).toMatchObject({ product_type: 'flexible', product_id: '1', principal: '1000' });
    expect(move('earn', 'spot', '300').code).toBe(0);
    expect(position?.principal).toBe('700');
    expect(held('earn')).toMatchObject({ total: '700', available: '700' });
    // All of it: the position is redeemed.
    expect(move('earn', 'futures', '700').code).toBe(0);
    expect(position?.status).toBe('redeemed');
    expect(held('futures')).toMatchObject({ total: '700', available: '700' });
    clean(k);
  });

  it('into a copy tops up its allocation; out of it reduces it and keeps the minimum', () => {
    const { k, copyId, move, held } = setup();
    expect(move('spot', `copy:${copyId}`, '200').code).toBe(0);
    const copy = k.state.money?.copies.find((c) => c.id === copyId);
    expect(copy).toMatchObject({ allocation: '700', equity: '700' });
    expect(held(`copy:${copyId}`)).toMatchObject({ total: '700', available: '650' });
    const refused = move(`copy:${copyId}`, 'spot', '651');
    expect(refused.code).toBe(40010);
    expect(refused.message).toContain('stop copying');
    expect(move(`copy:${copyId}`, 'spot', '350').code).toBe(0);
    expect(copy).toMatchObject({ allocation: '350', equity: '350' });
    clean(k);
  });

  it("moves BTC to the coin-margined contracts' futures wallet and back, listed under futures", () => {
    const { k, move, held } = setup();
    expect(move('spot', 'futures', '0.5', 'BTC').code).toBe(0);
    expect(held('futures', 'BTC')).toMatchObject({ currency: 'BTC', available: '0.5' });
    expect(move('spot', 'futures', '0.000000001', 'BTC').code).toBe(40001); // at most 8 decimals
    expect(move('futures', 'spot', '0.6', 'BTC').code).toBe(40019);
    expect(move('futures', 'spot', '0.5', 'BTC').code).toBe(0);
    expect(held('futures', 'BTC')).toBeUndefined();
    clean(k);
  });

  it('moves USDT into an isolated margin pair and back: margin:<PAIR>, listed and counted, net of loans', () => {
    const { k, ctx, move, held } = setup();
    const before = summaryOf(ctx()).total_usd;
    expect(move('spot', 'margin:BTC_USDT', '300').code).toBe(0);
    expect(summaryOf(ctx()).accounts.find((a) => a.account === 'margin:BTC_USDT')).toMatchObject({ kind: 'margin', label: 'BTC/USDT', counted: true, total_usd: '300.00' });
    expect(summaryOf(ctx()).total_usd).toBe(before);
    expect(move('spot', 'margin:BTC_USDT', '1', 'ETH').code).toBe(40010);
    expect(move('margin:BTC_USDT', 'spot', '301').code).toBe(40052);
    expect(move('margin:BTC_USDT', 'spot', '300').code).toBe(0);
    expect(held('margin:BTC_USDT')).toBeUndefined();
    clean(k);
  });

  it('refusals move nothing and name the reason; the same client id answers the first transfer', () => {
    const { k, ctx, move } = setup();
    const before = summaryOf(ctx());
    expect(move('spot', 'spot', '1').code).toBe(40001);
    expect(move('spot', 'margin', '1').code).toBe(40001);
    expect(move('spot', 'futures', '1.00001').code).toBe(40001); // futures moves at most 4 decimals
    expect(move('spot', 'earn', '0.5', 'BTC').code).toBe(40001); // no flexible BTC product in the kit
    expect(move('spot', 'earn', '9000').code).toBe(40012); // above the product's maximum per user
    expect(move('spot', 'futures', '20000').code).toBe(40010);
    expect(move('sub:9999', 'spot', '1').code).toBe(40400);
    expect(summaryOf(ctx())).toEqual(before);
    const first = transferBetween(ctx(), { from: 'spot', to: 'sub:7001', currency: 'BTC', amount: '0.25', client_id: 'same' }).outcome;
    const again = transferBetween(ctx(), { from: 'spot', to: 'sub:7001', currency: 'BTC', amount: '0.25', client_id: 'same' }).outcome;
    expect(again.data?.transfer).toEqual(first.data?.transfer);
    expect(balancesOf(k.state, k.venue, 'alice/sub/7001').list).toEqual([{ currency: 'BTC', available: '0.25', locked: '0' }]);
    clean(k);
  });

  it('conserves every asset and the user total over any sequence of transfers (property)', () => {
    const step = fc.record({
      from: fc.constantFrom('spot', 'futures', 'earn', 'copy', 'sub:7001'),
      to: fc.constantFrom('spot', 'futures', 'earn', 'copy', 'sub:7001'),
      amount: fc.constantFrom('0.5', '1', '12.3456', '100', '250.75', '999', '5000'),
      currency: fc.constantFrom('USDT', 'USDT', 'USDT', 'BTC'),
    });
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 25 }), (steps) => {
        const { k, ctx, copyId, move } = setup();
        const account = (a: string) => (a === 'copy' ? `copy:${copyId}` : a);
        const own = () => dec(summaryOf(ctx()).total_usd);
        const start = own();
        for (const s of steps) {
          const answer = move(account(s.from), account(s.to), s.amount, s.currency);
          expect([0, 40001, 40010, 40011, 40012, 40019]).toContain(answer.code);
          expect([...audit(k.state), ...auditMoney(k.state)]).toEqual([]);
          // What went to a sub-account left the user's total; everything else stayed in it.
          const subs = summaryOf(ctx()).accounts.find((a) => a.kind === 'sub')?.total_usd ?? '0';
          expect(own().plus(subs).minus(start).abs().toNumber()).toBeLessThanOrEqual(0.05);
        }
      }),
      { numRuns: 60 },
    );
  });
});
