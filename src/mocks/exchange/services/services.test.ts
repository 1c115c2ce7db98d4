/**
 * Support tickets and transfer codes on the account model (docs/account-services.md): a ticket's
 * life (created open, answered by support on the demo clock, open again on a reply), and a code's
 * conservation (created, redeemed or cancelled, exactly its amount moves; a code works once; the
 * creator cannot redeem it), with the spot audit and the code accounts' audit clean after each step.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from '../decimal';
import { audit, balancesOf, freshState } from '../exchange';
import type { ExchangeState, MarketView, Venue } from '../types';
import { auditGateCodes, cancelGateCode, codeOwner, createGateCode, gateCodesOf, newCode, redeemGateCode, type CodeUser } from './gateCodes';
import { createFiatOrder, fiatMethodsOf, fiatOrdersOf, ORDER_TTL_MS } from './fiat';
import { isServicesState, SERVICE_CODES } from './servicesState';
import { advanceTickets, createTicket, replyTicket, SUPPORT_REPLY_MS, ticketsOf, ticketThread } from './tickets';

const market: MarketView = { book: () => ({ asks: [], bids: [] }), prints: () => [], last: () => dec('100') };
const venue: Venue = { market, rule: () => undefined, starting: (owner): Record<string, string> => (owner === 'alice' ? { USDT: '1000', BTC: '2' } : owner === 'bob' ? { USDT: '50' } : {}) };
const T0 = Date.parse('2026-11-29T12:00:00Z');
const ALICE: CodeUser = { owner: 'alice', fundPassword: 'Fund#2468', totp: '246810', riskLimited: false };
const secrets = { fundpass: ALICE.fundPassword, totp: ALICE.totp };
const avail = (state: ExchangeState, owner: string, asset: string) => balancesOf(state, venue, owner).list.find((b) => b.currency === asset)?.available ?? '0';
const clean = (state: ExchangeState) => expect([...audit(state), ...auditGateCodes(state)]).toEqual([]);

describe('support tickets', () => {
  const body = { category: 'deposit', subject: 'BTC deposit missing', message: 'I sent 0.1 BTC an hour ago and it is not credited.' };

  it('a new ticket is stored open with the message, first in the list beside the two older ones', () => {
    const state = freshState(T0);
    const created = createTicket(state, 'alice', body, T0);
    expect(created.code).toBe(0);
    expect(created.data).toMatchObject({ id: 'T-58212', status: 'open', category: 'deposit', subject: 'BTC deposit missing' });
    expect(created.data?.messages).toEqual([{ id: 'T-58212-1', author: 'user', body: body.message, time: new Date(T0).toISOString() }]);
    expect(ticketsOf(state, 'alice').map((t) => t.id)).toEqual(['T-58212', 'T-58211', 'T-57430']);
    // Another account sees its own tickets only; ids never repeat.
    expect(createTicket(state, 'bob', body, T0 + 1).data?.id).toBe('T-58213');
    expect(ticketsOf(state, 'alice').map((t) => t.id)).not.toContain('T-58213');
    expect(ticketThread(state, 'bob', 'T-58212').code).toBe(SERVICE_CODES.notFound);
    expect(isServicesState(JSON.parse(JSON.stringify(state.services)))).toBe(true);
  });

  it('support answers SUPPORT_REPLY_MS after the last message; a reply opens the ticket again', () => {
    const state = freshState(T0);
    createTicket(state, 'alice', body, T0);
    advanceTickets(state, T0 + SUPPORT_REPLY_MS - 1);
    expect(ticketThread(state, 'alice', 'T-58212').data?.status).toBe('open');
    advanceTickets(state, T0 + SUPPORT_REPLY_MS + 5000);
    const answered = ticketThread(state, 'alice', 'T-58212').data;
    expect(answered?.status).toBe('answered');
    expect(answered?.messages.map((m) => m.author)).toEqual(['user', 'support']);
    expect(answered?.updated).toBe(new Date(T0 + SUPPORT_REPLY_MS).toISOString());
    const replied = replyTicket(state, 'alice', { id: 'T-58212', message: 'Here is the TxID: 0xabc123, network BTC.' }, T0 + SUPPORT_REPLY_MS * 2);
    expect(replied.data?.status).toBe('open');
    expect(replied.data?.messages.map((m) => m.author)).toEqual(['user', 'support', 'user']);
  });

  it('refuses what a real ticket lacks, and replies to a closed ticket', () => {
    const state = freshState(T0);
    expect(createTicket(state, 'alice', { ...body, category: 'other' }, T0).code).toBe(SERVICE_CODES.invalid);
    expect(createTicket(state, 'alice', { ...body, subject: 'Hi' }, T0).code).toBe(SERVICE_CODES.invalid);
    expect(createTicket(state, 'alice', { ...body, message: 'Help me' }, T0)).toMatchObject({ code: SERVICE_CODES.invalid, message: 'Describe the problem in at least 20 characters.' });
    expect(replyTicket(state, 'alice', { id: 'T-57430', message: 'One more question about my phone.' }, T0).code).toBe(SERVICE_CODES.closed);
    expect(ticketsOf(state, 'alice')).toHaveLength(2);
  });
});

describe('transfer codes', () => {
  const create = (state: ExchangeState, amount = '100', id = 'c1', code = 'ABCDEFGHJKLMNPQR', extra: Record<string, unknown> = {}) => createGateCode(state, venue, ALICE, { asset: 'USDT', amount, client_id: id, ...secrets, ...extra }, T0, code);

  it('created: the amount leaves spot into the code account; redeemed: exactly it reaches the redeemer, once', () => {
    const state = freshState(T0);
    const made = create(state);
    expect(made.outcome).toMatchObject({ code: 0, data: { code: 'ABCDEFGHJKLMNPQR', asset: 'USDT', amount: '100', status: 'active' } });
    expect(avail(state, 'alice', 'USDT')).toBe('900');
    expect(avail(state, codeOwner('alice'), 'USDT')).toBe('100');
    expect(made.events.map((e) => e.kind === 'balances' && e.owner)).toEqual(['alice']);
    clean(state);
    // The same client_id answers the first code; nothing moves twice.
    expect(create(state, '100', 'c1', 'ZZZZZZZZZZZZZZZZ').outcome.data?.code).toBe('ABCDEFGHJKLMNPQR');
    expect(avail(state, 'alice', 'USDT')).toBe('900');
    expect(redeemGateCode(state, venue, 'alice', 'ABCDEFGHJKLMNPQR', T0).outcome.code).toBe(SERVICE_CODES.ownCode);
    const redeemed = redeemGateCode(state, venue, 'bob', 'abcdefghjklmnpqr', T0 + 1);
    expect(redeemed.outcome).toMatchObject({ code: 0, data: { asset: 'USDT', amount: '100' } });
    expect(avail(state, 'bob', 'USDT')).toBe('150');
    expect(avail(state, 'alice', 'USDT')).toBe('900');
    expect(avail(state, codeOwner('alice'), 'USDT')).toBe('0');
    expect(gateCodesOf(state, 'alice')[0]?.status).toBe('redeemed');
    clean(state);
    // Once only; and a redeemed code cannot be cancelled.
    expect(redeemGateCode(state, venue, 'carol', 'ABCDEFGHJKLMNPQR', T0 + 2).outcome.code).toBe(SERVICE_CODES.notFound);
    expect(cancelGateCode(state, venue, 'alice', made.outcome.data?.id, T0 + 3).outcome.code).toBe(SERVICE_CODES.closed);
    expect(avail(state, 'bob', 'USDT')).toBe('150');
  });

  it('cancelled: the amount returns to the creator; the code no longer redeems', () => {
    const state = freshState(T0);
    const made = create(state, '0.5', 'c2', 'BBBBBBBBBBBBBBBB', { asset: 'BTC' });
    expect(avail(state, 'alice', 'BTC')).toBe('1.5');
    expect(cancelGateCode(state, venue, 'bob', made.outcome.data?.id, T0).outcome.code).toBe(SERVICE_CODES.notFound);
    expect(cancelGateCode(state, venue, 'alice', made.outcome.data?.id, T0).outcome.data?.status).toBe('cancelled');
    expect(avail(state, 'alice', 'BTC')).toBe('2');
    expect(redeemGateCode(state, venue, 'bob', 'BBBBBBBBBBBBBBBB', T0).outcome.code).toBe(SERVICE_CODES.notFound);
    clean(state);
  });

  it('refusals, in the order a user fixes them; nothing moves', () => {
    const state = freshState(T0);
    expect(create(state, '0').outcome.code).toBe(SERVICE_CODES.invalid);
    expect(create(state, '0.000000001').outcome.code).toBe(SERVICE_CODES.invalid);
    expect(create(state, '1000.01').outcome.code).toBe(SERVICE_CODES.insufficientBalance);
    expect(create(state, '10', 'c3', 'CCCCCCCCCCCCCCCC', { fundpass: 'nope' }).outcome.code).toBe(SERVICE_CODES.wrongFundPassword);
    expect(create(state, '10', 'c3', 'CCCCCCCCCCCCCCCC', { totp: '000000' }).outcome.code).toBe(SERVICE_CODES.wrongTotp);
    expect(createGateCode(state, venue, { ...ALICE, riskLimited: true }, { asset: 'USDT', amount: '10', client_id: 'c4', ...secrets }, T0).outcome.code).toBe(SERVICE_CODES.withdrawalsLimited);
    expect(redeemGateCode(state, venue, 'bob', 'SHORT', T0).outcome.code).toBe(SERVICE_CODES.invalid);
    expect(avail(state, 'alice', 'USDT')).toBe('1000');
    expect(gateCodesOf(state, 'alice')).toEqual([]);
    clean(state);
  });

  it('a new code has 16 characters of the code alphabet', () => {
    expect(newCode()).toMatch(/^[A-Z0-9]{16}$/);
    expect(newCode(() => new Uint8Array(16))).toBe('AAAAAAAAAAAAAAAA');
  });

  it('property: any sequence of creates, cancels and redeems conserves every asset', () => {
    const step = fc.oneof(
      fc.record({ op: fc.constant('create' as const), amount: fc.integer({ min: 1, max: 400 }) }),
      fc.record({ op: fc.constant('cancel' as const), pick: fc.nat() }),
      fc.record({ op: fc.constant('redeem' as const), pick: fc.nat(), by: fc.constantFrom('alice', 'bob') }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const state = freshState(T0);
        const codes: { id: string; code: string }[] = [];
        steps.forEach((s, i) => {
          if (s.op === 'create') {
            const made = create(state, String(s.amount), `c${i}`, `CODE${String(i).padStart(12, '0')}`).outcome.data;
            if (made) codes.push({ id: made.id, code: made.code });
          } else if (codes.length > 0) {
            const c = codes[s.pick % codes.length]!;
            if (s.op === 'cancel') cancelGateCode(state, venue, 'alice', c.id, T0);
            else redeemGateCode(state, venue, s.by, c.code, T0);
          }
          clean(state);
        });
        const active = gateCodesOf(state, 'alice').filter((c) => c.status === 'active').reduce((acc, c) => acc.plus(c.amount), dec(0));
        const redeemed = gateCodesOf(state, 'alice').filter((c) => c.status === 'redeemed').reduce((acc, c) => acc.plus(c.amount), dec(0));
        expect(dec(avail(state, 'alice', 'USDT')).plus(active).plus(redeemed).toFixed()).toBe('1000');
        expect(dec(avail(state, 'bob', 'USDT')).minus(redeemed).toFixed()).toBe('50');
      }),
      { numRuns: 60 },
    );
  });
});

describe('fiat deposits', () => {
  it('methods, fees and limits per fiat are the backend\'s; a fiat not taken has none', () => {
    expect(fiatMethodsOf('EUR')).toEqual([
      { method: 'bank', name: 'SEPA', fee_rate: '0', fee_min: '0', min_amount: '10', max_amount: '50000', arrival: 'business_day' },
      { method: 'card', name: 'Visa / Mastercard', fee_rate: '0.018', fee_min: '1', min_amount: '10', max_amount: '20000', arrival: 'instant' },
    ]);
    expect(fiatMethodsOf('XYZ')).toBeNull();
  });

  it('a bank order answers the bank details and a reference, is pending, then expires; no balance moves', () => {
    const state = freshState(T0);
    const before = JSON.stringify(state.accounts);
    const made = createFiatOrder(state, 'alice', { fiat: 'eur', method: 'bank', amount: '250', client_id: 'f1' }, T0);
    expect(made).toMatchObject({ code: 0, data: { fiat: 'EUR', method: 'bank', rail: 'SEPA', amount: '250', fee: '0', status: 'pending', bank: { beneficiary: 'Exchange Payments Ltd', swift: 'LUMILT2X' } } });
    expect(made.data?.reference).toMatch(/^[A-Z2-9]{10}$/);
    expect(createFiatOrder(state, 'alice', { fiat: 'EUR', method: 'bank', amount: '999', client_id: 'f1' }, T0).data?.id).toBe(made.data?.id);
    expect(JSON.stringify(state.accounts)).toBe(before);
    expect(fiatOrdersOf(state, 'alice', T0 + ORDER_TTL_MS)[0]?.status).toBe('expired');
    expect(fiatOrdersOf(state, 'bob', T0)).toEqual([]);
    expect(isServicesState(JSON.parse(JSON.stringify(state.services)))).toBe(true);
  });

  it('refuses a card (a card purchase), amounts outside the limits and a fiat not taken', () => {
    const state = freshState(T0);
    const order = (extra: Record<string, unknown>) => createFiatOrder(state, 'alice', { fiat: 'EUR', method: 'bank', amount: '100', client_id: 'x', ...extra }, T0).code;
    expect(order({ method: 'card' })).toBe(SERVICE_CODES.invalid);
    expect(order({ amount: '9.99' })).toBe(SERVICE_CODES.belowMinimum);
    expect(order({ amount: '50000.01' })).toBe(SERVICE_CODES.aboveMaximum);
    expect(order({ amount: '10.001' })).toBe(SERVICE_CODES.invalid);
    expect(order({ fiat: 'JPY', amount: '1000.5' })).toBe(SERVICE_CODES.invalid);
    expect(order({ fiat: 'XYZ' })).toBe(SERVICE_CODES.notFound);
    expect(fiatOrdersOf(state, 'alice', T0)).toEqual([]);
  });
});
