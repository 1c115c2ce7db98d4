import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountForPercent,
  amountFromTotal,
  costOf,
  feePreview,
  floorToDecimals,
  floorToStep,
  onStep,
  parse,
  priceForField,
  receivedAfterFee,
  show,
  totalOf,
  validateOrder,
  type OrderDraft,
  type PairRules,
} from './orderMath';

const BTC_USDT: PairRules = {
  base: 'BTC',
  quote: 'USDT',
  price_tick: '0.01',
  amount_step: '0.00001',
  min_amount: '0.00001',
  max_amount: '9000',
  min_notional: '5',
  maker_fee_rate: '0.001',
  taker_fee_rate: '0.001',
  price_precision: 2,
  amount_precision: 5,
};

const draft = (over: Partial<OrderDraft>): OrderDraft => ({
  kind: 'limit',
  side: 'buy',
  price: '60000',
  stopPrice: '',
  amount: '0.01',
  available: '10000',
  ...over,
});

/** Decimal strings with up to 8 integer and `decimals` fraction digits. */
const decimal = (decimals: number) =>
  fc
    .tuple(fc.bigInt({ min: 0n, max: 99_999_999n }), fc.bigInt({ min: 0n, max: 10n ** BigInt(decimals) - 1n }))
    .map(([whole, fraction]) => (decimals === 0 ? `${whole}` : `${whole}.${fraction.toString().padStart(decimals, '0')}`));

describe('decimal strings', () => {
  it('parses and shows without binary floating point', () => {
    expect(show(parse('0.1')! + parse('0.2')!, 8)).toBe('0.3');
    expect(parse('abc')).toBeNull();
    expect(parse('.')).toBeNull();
    expect(show(parse('12.3400')!, 8)).toBe('12.34');
    expect(show(parse(0.000000008712)!, 12)).toBe('0.000000008712');
  });

  it('rounds down to the step, never up', () => {
    expect(floorToStep('0.123456789', '0.00001')).toBe('0.12345');
    expect(floorToStep('5', '0.5')).toBe('5');
    expect(floorToStep('5.49', '0.5')).toBe('5');
    expect(floorToDecimals('0.0757579', 6)).toBe('0.075757');
    expect(onStep('60000.01', '0.01')).toBe(true);
    expect(onStep('60000.015', '0.01')).toBe(false);
  });

  it('the limit price comes from the live price, cut to the tick', () => {
    expect(priceForField(61234.5678, BTC_USDT)).toBe('61234.56');
    expect(priceForField(0.000000008712, { price_tick: '0.000000000001' })).toBe('0.000000008712');
  });
});

describe('price, amount and total linked both ways', () => {
  it('total = price x amount at the quote decimals', () => {
    expect(totalOf('60000', '0.01', BTC_USDT)).toBe('600');
    expect(totalOf('60000.01', '0.00003', BTC_USDT)).toBe('1.8');
    expect(totalOf('', '1', BTC_USDT)).toBe('');
  });

  it('typing the total gives the amount rounded down to the step', () => {
    expect(amountFromTotal('100', '60000', BTC_USDT)).toBe('0.00166');
    expect(amountFromTotal('100', '0', BTC_USDT)).toBe('');
  });

  it('property: the amount from a total never costs more than the total, and is on the step', () => {
    fc.assert(
      fc.property(decimal(2), decimal(2), (total, price) => {
        const amount = amountFromTotal(total, price, BTC_USDT);
        if (amount === '') return;
        expect(onStep(amount, BTC_USDT.amount_step)).toBe(true);
        expect(costOf('buy', price, amount)! <= parse(total)!).toBe(true);
      }),
    );
  });
});

describe('25/50/75/100 % of the available balance', () => {
  it('buys: a share of the quote at the price, rounded down', () => {
    expect(amountForPercent(50, 'buy', '10000', '60000', BTC_USDT)).toBe('0.08333');
    expect(amountForPercent(100, 'buy', '10000', '60000', BTC_USDT)).toBe('0.16666');
  });

  it('sells: a share of the base, rounded down', () => {
    expect(amountForPercent(50, 'sell', '1.234567', '60000', BTC_USDT)).toBe('0.61728');
    expect(amountForPercent(25, 'sell', '0.00003', '60000', BTC_USDT)).toBe('');
  });

  it('property: never over the balance, always on the step, within one step of the exact share', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(25, 50, 75, 100),
        fc.constantFrom<'buy' | 'sell'>('buy', 'sell'),
        decimal(8),
        decimal(2).filter((p) => parse(p)! > 0n),
        (percent, side, available, price) => {
          const amount = amountForPercent(percent, side, available, price, BTC_USDT);
          if (amount === '') return;
          expect(onStep(amount, BTC_USDT.amount_step)).toBe(true);
          const cost = costOf(side, price, amount)!;
          const share = (parse(available)! * BigInt(percent)) / 100n;
          expect(cost <= share).toBe(true);
          // One more step would cost more than the share: the rounding is down, and only just.
          const next = show(parse(amount)! + parse(BTC_USDT.amount_step)!, 5);
          expect(costOf(side, price, next)! > share).toBe(true);
        },
      ),
    );
  });
});

describe('the fee, in the asset received', () => {
  it('a buy pays in base, a sell in quote', () => {
    expect(feePreview('buy', '60000', '0.1', BTC_USDT)).toMatchObject({ fee: '0.0001', currency: 'BTC' });
    expect(feePreview('sell', '60000', '0.1', BTC_USDT)).toMatchObject({ fee: '6', currency: 'USDT' });
  });

  it('what arrives is the amount minus the fee', () => {
    expect(receivedAfterFee('buy', '60000', '0.1', BTC_USDT)).toBe('0.0999');
    expect(receivedAfterFee('sell', '60000', '0.1', BTC_USDT)).toBe('5994');
  });
});

describe('the pair rules, checked before calling', () => {
  it('a valid order has no problems', () => {
    expect(validateOrder(draft({}), BTC_USDT)).toEqual([]);
  });

  it('minimum order value, minimum amount, tick, step, balance', () => {
    expect(validateOrder(draft({ amount: '0.00005' }), BTC_USDT)).toEqual([{ field: 'total', kind: 'minNotional', min: '5', asset: 'USDT' }]);
    expect(validateOrder(draft({ amount: '0.000001' }), BTC_USDT)[0]).toEqual({ field: 'amount', kind: 'minAmount', min: '0.00001', asset: 'BTC' });
    expect(validateOrder(draft({ price: '60000.005' }), BTC_USDT)).toContainEqual({ field: 'price', kind: 'tick', tick: '0.01' });
    expect(validateOrder(draft({ amount: '0.010001' }), BTC_USDT)).toContainEqual({ field: 'amount', kind: 'step', step: '0.00001' });
    expect(validateOrder(draft({ amount: '1' }), BTC_USDT)).toEqual([{ field: 'total', kind: 'balance' }]);
    expect(validateOrder(draft({ side: 'sell', amount: '1', available: '0.5' }), BTC_USDT)).toEqual([{ field: 'total', kind: 'balance' }]);
    expect(validateOrder(draft({ amount: '9001', available: null }), BTC_USDT)[0]).toMatchObject({ kind: 'maxAmount' });
  });

  it('a stop-limit needs its stop price on the tick; a market order needs no price', () => {
    expect(validateOrder(draft({ kind: 'stop_limit', stopPrice: '' }), BTC_USDT)).toContainEqual({ field: 'stopPrice', kind: 'required' });
    expect(validateOrder(draft({ kind: 'market', price: '60000', stopPrice: 'x' }), BTC_USDT)).toEqual([]);
  });

  it('property: an amount from a percentage button always passes the balance check', () => {
    fc.assert(
      fc.property(fc.constantFrom(25, 50, 75, 100), fc.constantFrom<'buy' | 'sell'>('buy', 'sell'), decimal(6), (percent, side, available) => {
        const amount = amountForPercent(percent, side, available, '60000', BTC_USDT);
        if (amount === '') return;
        const problems = validateOrder(draft({ side, amount, available }), BTC_USDT);
        expect(problems.find((p) => p.kind === 'balance')).toBeUndefined();
      }),
    );
  });
});
