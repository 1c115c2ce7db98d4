/** Convert: a quote at the model's rate less the spread, valid 10 s by the server's clock. */
import { describe, expect, it } from 'vitest';
import { audit, balancesOf } from '../exchange';
import { CONVERT_CODES, convertHistoryOf, executeQuote, QUOTE_TTL_MS, requestQuote } from './convert';
import { auditMoney } from './money';
import { moneyKit } from './moneyTestKit';

const bal = (k: ReturnType<typeof moneyKit>, asset: string) => balancesOf(k.state, k.venue, 'alice').list.find((b) => b.currency === asset)?.available;

describe('convert', () => {
  it('quotes at the price less 0.1 %, executes at the quoted amounts within 10 s, and lists it', () => {
    const k = moneyKit();
    const q = requestQuote(k.state, k.venue, 'alice', { from: 'USDT', to: 'BTC', amount: '1000' }, 2_000_000).outcome;
    expect(q.data).toMatchObject({ from_amount: '1000', to_amount: '9.99', rate: '0.00999', expire_time: 2_000_000 + QUOTE_TTL_MS });
    // The price moves; the quote holds.
    k.price.BTC = () => 150;
    const done = executeQuote(k.state, k.venue, 'alice', { quote_id: q.data?.id }, 2_000_000 + QUOTE_TTL_MS);
    expect(done.outcome.code).toBe(0);
    expect(done.events.map((e) => e.kind)).toEqual(['balances']);
    expect(bal(k, 'USDT')).toBe('9000');
    expect(bal(k, 'BTC')).toBe('10.99');
    expect(convertHistoryOf(k.state, 'alice')).toMatchObject([{ from: 'USDT', to: 'BTC', to_amount: '9.99' }]);
    expect([...audit(k.state), ...auditMoney(k.state)]).toEqual([]);
  });

  it('a lapsed quote is refused with the server reason (40020) and moves nothing; a new quote executes', () => {
    const k = moneyKit();
    const q = requestQuote(k.state, k.venue, 'alice', { from: 'BTC', to: 'USDT', amount: '0.5' }, 2_000_000).outcome;
    const late = executeQuote(k.state, k.venue, 'alice', { quote_id: q.data?.id }, 2_000_000 + QUOTE_TTL_MS + 1).outcome;
    expect(late).toEqual({ code: CONVERT_CODES.quoteExpired, message: 'The quote has expired. Request a new quote.', data: null });
    expect(bal(k, 'BTC')).toBe('1');
    const fresh = requestQuote(k.state, k.venue, 'alice', { from: 'BTC', to: 'USDT', amount: '0.5' }, 2_000_000 + QUOTE_TTL_MS + 1).outcome;
    expect(executeQuote(k.state, k.venue, 'alice', { quote_id: fresh.data?.id }, 2_000_000 + QUOTE_TTL_MS + 2).outcome.data).toMatchObject({ to_amount: '49.95' });
    expect(executeQuote(k.state, k.venue, 'alice', { quote_id: fresh.data?.id }, 2_000_000 + QUOTE_TTL_MS + 3).outcome.code).toBe(CONVERT_CODES.quoteUsed);
    expect(bal(k, 'BTC')).toBe('0.5');
  });

  it('refuses what the balance, the limits or the assets do not allow', () => {
    const k = moneyKit();
    const ask = (req: Record<string, unknown>) => requestQuote(k.state, k.venue, 'alice', req, 2_000_000).outcome.code;
    expect(ask({ from: 'USDT', to: 'BTC', amount: '20000' })).toBe(40010);
    expect(ask({ from: 'USDT', to: 'BTC', amount: '0.5' })).toBe(40011);
    expect(ask({ from: 'USDT', to: 'XYZ', amount: '10' })).toBe(40400);
    expect(ask({ from: 'USDT', to: 'USDT', amount: '10' })).toBe(40001);
    expect(ask({ from: 'USDT', to: 'BTC', amount: '-1' })).toBe(40001);
    expect(executeQuote(k.state, k.venue, 'bob', { quote_id: 'Q1' }, 2_000_000).outcome.code).toBe(40400);
  });
});
