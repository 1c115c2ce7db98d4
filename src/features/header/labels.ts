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

/** Native names of the languages (a language's name is shown in that language, not translated). */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  zh: '简体中文',
  en: 'English',
  vn: 'Tiếng Việt',
  tw: '繁體中文',
  es: 'Español',
  ru: 'Русский',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
  th: 'ไทย',
  id: 'Bahasa Indonesia',
  tr: 'Türkçe',
  ja: '日本語',
  ar: 'العربية',
  uk: 'Українська',
  br: 'Português (Brasil)',
  nl: 'Nederlands',
  it: 'Italiano',
  'en-eu': 'English (EU)',
  'it-eu': 'Italiano (UE)',
  'en-us': 'English (US)',
  'en-uk': 'English (UK)',
  'en-au': 'English (Australia)',
  'en-jp': 'English (Japan)',
  'ja-jp': '日本語',
  'en-dubai': 'English (UAE)',
  'ar-dubai': 'العربية (الإمارات)',
};
