import { describe, expect, it } from 'vitest';
import { closePnl, leverageChoices, maxSize, orderCost, settleOfSymbol, sizeShare } from './futuresFormMath';

describe('the futures form’s arithmetic (hand-worked)', () => {
  it('cost: 0.1 BTC at 50,000, 10x, taker 0.05 % = 500 margin + 2.5 fee', () => {
    expect(orderCost('50000', '0.1', 10, '0.0005')).toBe('502.5');
    expect(orderCost('', '0.1', 10, '0.0005')).toBe('');
  });
  it('max size: 1,000 USDT at 50,000, 10x: 1,000 / (5,000 + 25) = 0.199 (step 0.001)', () => {
    expect(maxSize('1000', '50000', 10, '0.0005', '0.001')).toBe('0.199');
  });
  it('close PnL: long 0.05 from 50,001 closed at 52,000 = +99.95; a short the opposite', () => {
    expect(closePnl('long', '50001', '52000', '0.05')).toBe('99.95');
    expect(closePnl('short', '50001', '52000', '0.05')).toBe('-99.95');
  });
  it('a share of the position, on the step; the leverage choices end at the maximum', () => {
    expect(sizeShare('0.101', 50, '0.001')).toBe('0.05');
    expect(sizeShare('0.101', 100, '0.001')).toBe('0.101');
    expect(leverageChoices(20)).toEqual([1, 2, 3, 5, 10, 20]);
    expect(leverageChoices(125)).toEqual([1, 2, 3, 5, 10, 20, 25, 50, 75, 100, 125]);
  });
});

describe('coin-margined (inverse, $100 contracts), hand-worked as docs/futures.md', () => {
  it('cost: 1,000 contracts at 50,000, 10x = 100,000 / 50,000 / 10 = 0.2 BTC + 0.001 fee', () => {
    expect(orderCost('50000', '1000', 10, '0.0005', '100')).toBe('0.201');
  });
  it('max size: 0.5 BTC at 50,000, 10x: 0.5 / (0.0002 + 0.000001) = 2,487 contracts', () => {
    expect(maxSize('0.5', '50000', 10, '0.0005', '1', '100')).toBe('2487');
  });
  it('close PnL in BTC: a long of 1,000 from 50,000 closed at 55,000 = 100,000 x (1/50,000 - 1/55,000) = 0.18181818', () => {
    expect(closePnl('long', '50000', '55000', '1000', '100')).toBe('0.18181818');
    expect(closePnl('short', '50000', '55000', '1000', '100')).toBe('-0.18181818');
  });
  it('a row settles in its symbol’s currency: BASE_USD in the coin, the rest in USDT', () => {
    expect(settleOfSymbol('BTC_USD')).toBe('BTC');
    expect(settleOfSymbol('BTC_USDT')).toBe('USDT');
    expect(settleOfSymbol('BTC_USDT_20261225')).toBe('USDT');
  });
});
