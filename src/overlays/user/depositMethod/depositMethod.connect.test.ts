import { describe, expect, it } from 'vitest';
import { connectDepositMethod } from './depositMethod.connect';

describe('deposit method modal rows (SPEC section 2, deposit method selection)', () => {
  it('always offers on-chain deposit of the coin (default USDT), URL-encoded', () => {
    expect(connectDepositMethod('USDT', 'USD', false).onchain).toEqual([{ id: 'onchain', href: '/myaccount/deposit/USDT' }]);
    expect(connectDepositMethod('A/B', 'USD', false).onchain[0]?.href).toBe('/myaccount/deposit/A%2FB');
  });

  it('offers peer-to-peer, credit card and bank card in the site fiat only when the decision allows', () => {
    expect(connectDepositMethod('USDT', 'EUR', true).alternatives).toEqual([
      { id: 'p2p', href: '/c2c/market' },
      { id: 'card', href: '/crypto/buy/with-credit-card?method=card&fiat=EUR' },
      { id: 'bank', href: '/crypto/buy/with-bank-account?method=bank&fiat=EUR' },
    ]);
    expect(connectDepositMethod('USDT', 'EUR', false).alternatives).toEqual([]);
    expect(connectDepositMethod('USDT', 'EUR', undefined).alternatives).toEqual([]);
  });
});
