import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountCurrency, validateAuthSearch, validateTransferSearch } from '../pages/account/search';
import { p2pFiat, validateBankPurchaseSearch, validateCardPurchaseSearch } from '../pages/buy/search';
import { validateCopyTradingSearch, validateTraderSearch } from '../pages/copytrading/search';
import { validateSimpleEarnSearch } from '../pages/earn/search';
import { validateChannelSearch } from '../pages/rewards/search';
import { validateChatSearch } from '../pages/support/search';
import { convertPair, futuresRoute, spotPair, validateAlphaTokenSearch, validateSpotTradeSearch } from '../pages/trade/search';
import { assetCode, fiatCode, flag, integer, parsePair, text, token } from '../lib/searchParams';

/** Validators are typed for links (SearchSchemaInput); tests hand them raw URL values. */
const call = <T,>(validate: (search: never) => T, raw: Record<string, unknown>): T => validate(raw as never);

/** Anything a URL (through TanStack Router's JSON parsing) can hand a validator. */
const anything = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.object(), fc.array(fc.anything()));

const validators = [
  validateAuthSearch,
  validateTransferSearch,
  validateCardPurchaseSearch,
  validateBankPurchaseSearch,
  validateCopyTradingSearch,
  validateTraderSearch,
  validateSimpleEarnSearch,
  validateChatSearch,
  validateChannelSearch,
  validateSpotTradeSearch,
  validateAlphaTokenSearch,
] as const;

describe('search validators never throw', () => {
  it('on any value of any parameter', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('tab', 'pair', 'quote_prec', 'amount_prec', 'product_id', 'product_type_tag', 'asset', 'coin', 'mode', 'follow', 'ch', 'ref_uid', 'redirect', 'method', 'fiat', 'network', 'platform', '__proto__'), anything), (raw) => {
        for (const validate of validators) expect(() => validate(raw as never)).not.toThrow();
      }),
    );
  });
});

describe('defaults (issue 4)', () => {
  it('trade: tab is spot unless isolated_margin', () => {
    expect(call(validateSpotTradeSearch, {})).toEqual({ tab: 'spot' });
    expect(call(validateSpotTradeSearch, { tab: 'isolated_margin' })).toEqual({ tab: 'isolated_margin' });
    expect(call(validateSpotTradeSearch, { tab: 'cross' })).toEqual({ tab: 'spot' });
  });

  it('alpha: precision 8 by default, 0 to 18 accepted, pair normalised', () => {
    expect(call(validateAlphaTokenSearch, {})).toEqual({ quote_prec: 8, amount_prec: 8 });
    expect(call(validateAlphaTokenSearch, { quote_prec: 4, amount_prec: '2', pair: 'pepe_usdt' })).toEqual({ quote_prec: 4, amount_prec: 2, pair: 'PEPE_USDT' });
    expect(call(validateAlphaTokenSearch, { quote_prec: -1, amount_prec: 99, pair: 'no' })).toEqual({ quote_prec: 8, amount_prec: 8 });
    expect(call(validateAlphaTokenSearch, { quote_prec: 2.5 })).toMatchObject({ quote_prec: 8 });
  });

  it('simple earn: product_id, product_type_tag, asset and coin are optional and checked', () => {
    expect(call(validateSimpleEarnSearch, {})).toEqual({});
    expect(call(validateSimpleEarnSearch, { product_id: 1001, product_type_tag: 'fixed', asset: 'usdt', coin: 'btc' })).toEqual({ product_id: 1001, product_type_tag: 'fixed', asset: 'USDT', coin: 'BTC' });
    expect(call(validateSimpleEarnSearch, { product_id: 'abc', product_type_tag: 'forever', asset: '<script>' })).toEqual({});
  });

  it('copy trading: mode futures by default; follow=1 only', () => {
    expect(call(validateCopyTradingSearch, {})).toEqual({ mode: 'futures' });
    expect(call(validateCopyTradingSearch, { mode: 'spot' })).toEqual({ mode: 'spot' });
    expect(call(validateCopyTradingSearch, { mode: 'margin' })).toEqual({ mode: 'futures' });
    expect(call(validateTraderSearch, { follow: 1 })).toEqual({ follow: 1 });
    expect(call(validateTraderSearch, { follow: '1' })).toEqual({ follow: 1 });
    expect(call(validateTraderSearch, { follow: 0 })).toEqual({});
  });

  it('signup and login: ch and ref_uid kept when sane; redirect only a same-site path', () => {
    expect(call(validateAuthSearch, { ch: 'twitter_1', ref_uid: 12345, redirect: '/tr/myaccount/security?x=1' })).toEqual({ ch: 'twitter_1', ref_uid: '12345', redirect: '/tr/myaccount/security?x=1' });
    expect(call(validateAuthSearch, { ch: 'a b', ref_uid: '<x>', redirect: 'https://evil.example/' })).toEqual({});
    expect(call(validateAuthSearch, { redirect: '//evil.example' })).toEqual({});
  });

  it('card and bank purchases: method per page, fiat a 3-letter code or left to the site default', () => {
    expect(call(validateCardPurchaseSearch, {})).toEqual({ method: 'card' });
    expect(call(validateBankPurchaseSearch, {})).toEqual({ method: 'bank' });
    expect(call(validateCardPurchaseSearch, { method: 'bank', fiat: 'eur' })).toEqual({ method: 'bank', fiat: 'EUR' });
    expect(call(validateCardPurchaseSearch, { method: 'cash', fiat: 'EURO' })).toEqual({ method: 'card' });
  });

  it('group chat: platform web by default', () => {
    expect(call(validateChatSearch, {})).toEqual({ platform: 'web' });
    expect(call(validateChatSearch, { platform: 'app' })).toEqual({ platform: 'app' });
  });

  it('deposit and withdraw currency: USDT by default', () => {
    expect(accountCurrency(undefined)).toBe('USDT');
    expect(accountCurrency('btc')).toBe('BTC');
    expect(accountCurrency('../etc')).toBe('USDT');
    expect(call(validateTransferSearch, { network: 'trc20' })).toEqual({ network: 'TRC20' });
  });

  it('paths: spot pair, futures unit and contract, convert pair, P2P fiat', () => {
    expect(spotPair('eth_usdt')).toEqual({ base: 'ETH', quote: 'USDT' });
    expect(spotPair('garbage')).toEqual({ base: 'BTC', quote: 'USDT' });
    expect(futuresRoute('USDT', 'BTC_USDT')).toEqual({ unit: 'USDT', base: 'BTC', quote: 'USDT' });
    expect(futuresRoute('btc', 'BTC_USD')).toEqual({ unit: 'BTC', base: 'BTC', quote: 'USD' });
    expect(futuresRoute('XYZ', 'nope')).toEqual({ unit: 'USDT', base: 'BTC', quote: 'USDT' });
    expect(convertPair('usdt', 'btc')).toEqual({ from: 'USDT', to: 'BTC' });
    expect(convertPair('BTC', 'BTC')).toEqual({ from: 'USDT', to: 'BTC' });
    expect(p2pFiat('try')).toBe('TRY');
    expect(p2pFiat('TRYX')).toBeUndefined();
  });
});

describe('primitive parsers', () => {
  it('text, token, codes, integers, flags and pairs', () => {
    expect(text('  a ')).toBe('a');
    expect(text('x'.repeat(65))).toBeUndefined();
    expect(text('a\u0000b')).toBeUndefined();
    expect(token('abc-1_2')).toBe('abc-1_2');
    expect(token('a/b')).toBeUndefined();
    expect(assetCode('usdt')).toBe('USDT');
    expect(fiatCode('us')).toBeUndefined();
    expect(integer('08', 0, 18)).toBe(8);
    expect(integer(1e21, 0, 18)).toBeUndefined();
    expect(flag('true')).toBe(true);
    expect(flag('yes')).toBeUndefined();
    expect(parsePair('BTC_')).toBeUndefined();
  });
});
