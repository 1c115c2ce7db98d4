/**
 * Deposits, withdrawals and sub-account transfers on the account model (docs/wallet-api.md): the
 * fee and minimum rules, the status moves on the demo clock, the refusals, and the property that
 * assets stay conserved (the audit of ./exchange) when wallet operations mix with spot trading.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PairRule } from '../../../api/trading/endpoints';
import { addressFromBytes } from '../../../lib/chainAddress';
import { dec } from '../decimal';
import { advance, audit, balancesOf, freshState, placeOrder } from '../exchange';
import type { Level, MarketView, Venue } from '../types';
import { addAddress, addressBookOf, advanceWallet, DEPOSIT_CONFIRM_MS, depositsOf, isWalletState, simulateDeposit, subAccountBalancesOf, subOwner, subTransfer, withdraw, WALLET_CODES, withdrawalsOf, withdrawRulesOf, WITHDRAW_PROCESSING_MS, type WalletUser } from './walletOps';

const RULE: PairRule = { symbol: 'BTC_USDT', base: 'BTC', quote: 'USDT', price_tick: '0.01', amount_step: '0.001', min_amount: '0.001', max_amount: '1000', min_notional: '5', maker_fee_rate: '0.001', taker_fee_rate: '0.002', price_precision: 2, amount_precision: 3 };
const lv = (price: string, amount: string): Level => ({ price: dec(price), amount: dec(amount) });
const market: MarketView = {
  book: () => ({ asks: [lv('100', '1'), lv('101', '2')], bids: [lv('99', '1'), lv('98', '2')] }),
  prints: (_s, second) => [{ time: second * 1000 + 500, price: dec(second % 2 === 0 ? '98' : '101'), amount: dec('0.5') }],
  last: () => dec('99.5'),
};
const venue: Venue = { market, rule: (s) => (s === 'BTC_USDT' ? RULE : undefined), starting: (owner): Record<string, string> => (owner === 'alice' ? { USDT: '1000', BTC: '2' } : {}) };
const T0 = 1_000_000;
const SECRETS = { fundpass: 'Fund#2468', totp: '246810' };
const USER: WalletUser = { owner: 'alice', fundPasswordOk: (v) => v === SECRETS.fundpass, totpOk: (v) => v === SECRETS.totp, withdrawOnly: false, riskLimited: false, subAccounts: [{ uid: '10042001', name: 'grid-bot' }, { uid: '10042002', name: 'fund-manager' }] };
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const ok = { ...SECRETS };
const usdt = (state: ReturnType<typeof freshState>, owner = 'alice') => balancesOf(state, venue, owner).list.find((b) => b.currency === 'USDT')?.available;

describe('withdraw rules come from the networks: fee, minimum, step, address format', () => {
  it('USDT on TRC20 and ERC20', () => {
    const rules = withdrawRulesOf('USDT');
    expect(rules.map((r) => r.network)).toEqual(['TRC20', 'ERC20', 'SOL', 'TON', 'BSC']);
    expect(rules[0]).toMatchObject({ network: 'TRC20', address_format: 'tron', fee: '1', min_amount: '2', amount_step: '0.01', memo: false });
    // ERC20: fee 4.5, minimum deposit 10 > 2 x 4.5.
    expect(rules[1]).toMatchObject({ network: 'ERC20', address_format: 'evm', fee: '4.5', min_amount: '10' });
    expect(rules.find((r) => r.network === 'TON')).toMatchObject({ address_format: 'ton', memo: true });
    expect(withdrawRulesOf('BTC')[0]).toMatchObject({ address_format: 'btc', fee: '0.0002', min_amount: '0.0004', amount_step: '0.000001' });
    expect(withdrawRulesOf('NOPE')).toEqual([]);
  });
});

describe('a withdrawal', () => {
  const send = (state = freshState(T0), extra: Record<string, unknown> = {}, id = 'w1') => withdraw(state, venue, USER, { asset: 'USDT', network: 'TRC20', address: TRON, amount: '100', client_id: id, ...ok, ...extra }, T0);

  it('debits amount + fee at once, the fee to the pool; processing, then completed with a tx id', () => {
    const state = freshState(T0);
    const { outcome, events } = send(state, { save_label: 'Cold wallet' });
    expect(outcome.code).toBe(0);
    expect(outcome.data).toMatchObject({ status: 'processing', amount: '100', fee: '1', tx_id: null });
    expect(usdt(state)).toBe('899');
    expect(state.feePool.USDT).toBe('1');
    expect(events.map((e) => e.kind)).toEqual(['balances', 'wallet']);
    expect(addressBookOf(state, 'alice', 'USDT')).toMatchObject([{ label: 'Cold wallet', address: TRON, network: 'TRC20' }]);
    expect(advanceWallet(state, venue, T0 + WITHDRAW_PROCESSING_MS - 1)).toEqual([]);
    const done = advanceWallet(state, venue, T0 + WITHDRAW_PROCESSING_MS);
    expect(done).toMatchObject([{ kind: 'wallet', withdrawal: { status: 'completed' } }]);
    expect(withdrawalsOf(state, 'alice')[0]?.tx_id).toMatch(/^0x[0-9a-f]{64}$/);
    expect(audit(state)).toEqual([]);
  });

  it('the same client_id answers the first withdrawal and debits once', () => {
    const state = freshState(T0);
    send(state);
    expect(send(state).outcome.data?.id).toBe(withdrawalsOf(state, 'alice')[0]?.id);
    expect(usdt(state)).toBe('899');
  });

  it('refuses in the order a user fixes things, storing nothing', () => {
    const state = freshState(T0);
    const code = (extra: Record<string, unknown>) => send(state, extra, `c${Math.random()}`).outcome.code;
    expect(code({ address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u' })).toBe(WALLET_CODES.badChecksum);
    expect(code({ address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' })).toBe(WALLET_CODES.badAddress);
    expect(code({ network: 'ERC20', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD' })).toBe(WALLET_CODES.badChecksum);
    expect(code({ amount: '1.5' })).toBe(WALLET_CODES.belowMinimum);
    expect(code({ amount: '2.005' })).toBe(WALLET_CODES.offStep);
    // 1000 available: 999 + the 1 fee is all of it; 999.01 is too much.
    expect(code({ amount: '999.01' })).toBe(WALLET_CODES.insufficientBalance);
    expect(code({ fundpass: 'nope' })).toBe(WALLET_CODES.wrongFundPassword);
    expect(code({ totp: '000000' })).toBe(WALLET_CODES.wrongTotp);
    expect(withdraw(state, venue, { ...USER, riskLimited: true }, { asset: 'USDT', network: 'TRC20', address: TRON, amount: '100', client_id: 'risk', ...ok }, T0).outcome.code).toBe(WALLET_CODES.withdrawalsLimited);
    expect(code({ network: 'TON', address: addressFromBytes('ton', Uint8Array.from([1])) })).toBe(WALLET_CODES.invalid);
    expect(withdrawalsOf(state, 'alice')).toEqual([]);
    expect(usdt(state)).toBe('1000');
    expect(code({ amount: '999' })).toBe(0);
    expect(usdt(state)).toBe('0');
  });
});

describe('a simulated deposit', () => {
  it('confirms over the demo clock and is credited at its last confirmation', () => {
    const state = freshState(T0);
    const { outcome } = simulateDeposit(state, USER, { asset: 'USDT', network: 'TRC20' }, TRON, T0);
    expect(outcome.data).toMatchObject({ status: 'confirming', confirmations: 0, required_confirmations: 20, amount: '100' });
    advanceWallet(state, venue, T0 + DEPOSIT_CONFIRM_MS / 2);
    expect(depositsOf(state, 'alice')[0]).toMatchObject({ status: 'confirming', confirmations: 10 });
    expect(usdt(state)).toBe('1000');
    const events = advanceWallet(state, venue, T0 + DEPOSIT_CONFIRM_MS);
    expect(events.map((e) => e.kind)).toEqual(['balances', 'wallet']);
    expect(depositsOf(state, 'alice')[0]).toMatchObject({ status: 'credited', confirmations: 20 });
    expect(usdt(state)).toBe('1100');
    expect(audit(state)).toEqual([]);
  });

  it('is refused for a withdraw-only account and an unknown network', () => {
    const state = freshState(T0);
    expect(simulateDeposit(state, { ...USER, withdrawOnly: true }, { asset: 'USDT', network: 'TRC20' }, TRON, T0).outcome.code).toBe(WALLET_CODES.depositsPaused);
    expect(simulateDeposit(state, USER, { asset: 'USDT', network: 'BTC' }, TRON, T0).outcome.code).toBe(WALLET_CODES.notFound);
  });
});

describe('master and sub-account transfers', () => {
  it('move real balances both ways; each sub-account has its own', () => {
    const state = freshState(T0);
    const move = (from: string, to: string, amount: string, id: string) => subTransfer(state, venue, USER, { from, to, asset: 'USDT', amount, client_id: id }, T0);
    expect(move('main', '10042001', '250', 't1').outcome.code).toBe(0);
    expect(move('10042001', '10042002', '50', 't2').outcome.code).toBe(0);
    expect(move('10042002', 'main', '20', 't3').outcome.code).toBe(0);
    expect(usdt(state)).toBe('770');
    expect(usdt(state, subOwner('alice', '10042001'))).toBe('200');
    expect(subAccountBalancesOf(state, venue, USER).data?.list.map((s) => [s.uid, s.list.find((b) => b.currency === 'USDT')?.available])).toEqual([
      ['10042001', '200'],
      ['10042002', '30'],
    ]);
    expect(move('10042002', 'main', '31', 't4').outcome.code).toBe(WALLET_CODES.insufficientBalance);
    expect(move('main', 'main', '1', 't5').outcome.code).toBe(WALLET_CODES.invalid);
    expect(move('main', '999', '1', 't6').outcome.code).toBe(WALLET_CODES.notFound);
    expect(subAccountBalancesOf(state, venue, { ...USER, subAccounts: null }).data).toEqual({ list: [] });
    expect(subTransfer(state, venue, { ...USER, subAccounts: null }, { from: 'main', to: '10042001', asset: 'USDT', amount: '1', client_id: 'x' }, T0).outcome.code).toBe(WALLET_CODES.notMaster);
    expect(audit(state)).toEqual([]);
  });
});

describe('the address book', () => {
  it('saves a checked address once; refuses a typo', () => {
    const state = freshState(T0);
    const entry = addAddress(state, USER, { asset: 'USDT', network: 'ERC20', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', label: 'Ledger' }, T0);
    expect(entry.code).toBe(0);
    expect(addAddress(state, USER, { asset: 'USDT', network: 'ERC20', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', label: 'Again' }, T0).data?.id).toBe(entry.data?.id);
    expect(addAddress(state, USER, { asset: 'USDT', network: 'ERC20', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', label: 'Typo' }, T0).code).toBe(WALLET_CODES.badChecksum);
    expect(addressBookOf(state, 'alice')).toHaveLength(1);
    expect(isWalletState(JSON.parse(JSON.stringify(state.wallet)))).toBe(true);
    expect(isWalletState({ deposits: [{ id: 1 }], withdrawals: [], addressBook: [], subTransfers: [] })).toBe(false);
  });
});

describe('property: assets are conserved across deposits, withdrawals, sub-account transfers, fills and fees', () => {
  const action = fc.oneof(
    fc.record({ kind: fc.constant('deposit' as const), network: fc.constantFrom('TRC20', 'ERC20', 'BSC') }),
    fc.record({ kind: fc.constant('withdraw' as const), amount: fc.integer({ min: 1, max: 120_000 }), good: fc.boolean() }),
    fc.record({ kind: fc.constant('sub' as const), from: fc.constantFrom('main', '10042001', '10042002'), to: fc.constantFrom('main', '10042001', '10042002'), asset: fc.constantFrom('USDT', 'BTC'), amount: fc.integer({ min: 1, max: 50_000 }) }),
    fc.record({ kind: fc.constant('order' as const), side: fc.constantFrom('buy', 'sell'), type: fc.constantFrom('limit', 'market'), price: fc.integer({ min: 97, max: 102 }), amount: fc.integer({ min: 1, max: 1500 }) }),
    fc.record({ kind: fc.constant('time' as const), ms: fc.integer({ min: 1, max: 4000 }) }),
  );
  it('every step leaves the books balanced and nothing negative', () => {
    fc.assert(
      fc.property(fc.array(action, { minLength: 1, maxLength: 40 }), (actions) => {
        const state = freshState(T0);
        let now = T0;
        let n = 0;
        for (const a of actions) {
          n++;
          if (a.kind === 'deposit') simulateDeposit(state, USER, { asset: 'USDT', network: a.network }, TRON, now);
          else if (a.kind === 'withdraw') withdraw(state, venue, USER, { asset: 'USDT', network: 'TRC20', address: a.good ? TRON : 'T123', amount: (a.amount / 100).toFixed(2), client_id: `w${n}`, ...ok }, now);
          else if (a.kind === 'sub') subTransfer(state, venue, USER, { from: a.from, to: a.to, asset: a.asset, amount: a.asset === 'USDT' ? (a.amount / 100).toFixed(2) : (a.amount / 100_000).toFixed(5), client_id: `s${n}` }, now);
          else if (a.kind === 'order') placeOrder(state, venue, 'alice', { symbol: 'BTC_USDT', side: a.side, type: a.type, price: a.type === 'limit' ? String(a.price) : undefined, amount: (a.amount / 1000).toFixed(3), client_id: `o${n}` }, now);
          else {
            now += a.ms;
            advance(state, venue, now);
            advanceWallet(state, venue, now);
          }
          expect(audit(state)).toEqual([]);
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('the demo deposit addresses', () => {
  it('are valid addresses of every withdraw network (the withdraw form would take them)', async () => {
    const { depositAddressFor, DEPOSIT_ASSETS } = await import('../../data/wallet');
    const { checkAddress } = await import('../../../lib/chainAddress');
    for (const { asset } of DEPOSIT_ASSETS) {
      for (const rule of withdrawRulesOf(asset)) expect(checkAddress(rule.address_format, depositAddressFor('10400003', asset, rule.network)?.address ?? '')).toBe('ok');
    }
  });
});
