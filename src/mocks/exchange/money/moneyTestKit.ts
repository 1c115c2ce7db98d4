/** A venue with one pair whose last price a test sets, and the catalogs the money modules read (tests only). */
import type { PairRule } from '../../../api/trading/endpoints';
import { dec } from '../decimal';
import { freshState } from '../exchange';
import type { EarnCatalog } from './earn';
import type { TraderBook } from './copytrading';
import type { Venue } from '../types';

const rule = (symbol: string): PairRule => ({
  symbol,
  base: symbol.split('_')[0] ?? '',
  quote: 'USDT',
  price_tick: '0.01',
  amount_step: '0.001',
  min_amount: '0.001',
  max_amount: '1000',
  min_notional: '5',
  maker_fee_rate: '0.001',
  taker_fee_rate: '0.002',
  price_precision: 2,
  amount_precision: 3,
});

export function moneyKit(starting: Record<string, string> = { USDT: '10000', BTC: '1' }) {
  const price = { BTC: (_t: number) => 100 };
  const venue: Venue = {
    market: {
      book: () => ({ asks: [], bids: [] }),
      prints: () => [],
      last: (symbol, time) => dec(symbol === 'BTC_USDT' ? price.BTC(time).toFixed(2) : '0'),
    },
    rule: (symbol) => (symbol === 'BTC_USDT' ? rule(symbol) : undefined),
    starting: (owner) => (owner === 'alice' ? starting : {}),
  };
  const catalog: EarnCatalog = (type, id) => {
    if (type === 'flexible' && id === '1') return { type, id, asset: 'USDT', apr: '36.5', term_days: 0, min_amount: '10', max_amount: '5000', open: true };
    if (type === 'fixed' && id === '2') return { type, id, asset: 'USDT', apr: '73', term_days: 30, min_amount: '100', max_amount: '5000', open: true };
    if (type === 'fixed' && id === '3') return { type, id, asset: 'BTC', apr: '5', term_days: 60, min_amount: '0.1', max_amount: '5', open: false };
    if (type === 'startup' && (id === 'open' || id === 'closed')) return { type, id, asset: 'USDT', apr: '0', term_days: 0, min_amount: '10', max_amount: '2000', open: id === 'open' };
    return undefined;
  };
  const traders: TraderBook = (id) => (id === 't1' ? { id, markets: ['BTC'], win_rate: 70, mode: 'futures' } : id === 's1' ? { id, markets: ['BTC'], win_rate: 70, mode: 'spot' } : undefined);
  const state = freshState(1_000_000);
  return { venue, catalog, traders, state, price };
}
