import { describe, expect, it } from 'vitest';
import { parseFavourites, toggleFavourite } from './favourites';

describe('favourite pairs in storage', () => {
  it('reads a list of pair names', () => {
    expect(parseFavourites('["BTC_USDT","ETH_BTC"]')).toEqual(['BTC_USDT', 'ETH_BTC']);
  });

  it('treats tampered or foreign values as no favourites', () => {
    for (const text of [null, '', 'BTC_USDT', '{"a":1}', '["BTC_USDT",1]', '["<img src=x>"]', '["btc_usdt"]', JSON.stringify(Array(201).fill('BTC_USDT'))]) {
      expect(parseFavourites(text)).toEqual([]);
    }
  });

  it('toggles a pair on and off', () => {
    const on = toggleFavourite([], 'BTC_USDT');
    expect(on).toEqual(['BTC_USDT']);
    expect(toggleFavourite(on, 'BTC_USDT')).toEqual([]);
  });
});
