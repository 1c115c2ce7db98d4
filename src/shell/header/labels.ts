/**
 * Header navigation labels by link id. The links themselves (which, and where to) come from a
 * decision (see HeaderNav.tsx); this table only names them.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const HEADER_NAV_TEXT: Readonly<Record<string, MessageDescriptor>> = {
  buySellCrypto: msg`Buy crypto`,
  price: msg`Markets`,
  spot: msg`Trade`,
  futures: msg`Futures`,
  copytrading: msg`Copy trading`,
  alpha: msg`Alpha`,
  convert: msg`Convert`,
  etf: msg`ETF`,
};

/** The header shows these link ids, in this order, when the site offers them. */
export const HEADER_NAV_IDS = ['buySellCrypto', 'price', 'spot', 'futures', 'copytrading', 'convert'] as const;
