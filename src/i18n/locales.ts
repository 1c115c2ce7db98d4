/**
 * The 27 locale codes of the product (SPEC section 3) and how each maps onto the web
 * platform. Codes are the product's own (e.g. `vn`, `tw`, `en-dubai`), used as URL prefixes and
 * catalog folder names; `htmlLang` is the BCP 47 tag for `<html lang>` and `Intl`.
 */
export const LOCALES = [
  'zh',
  'en',
  'vn',
  'tw',
  'es',
  'ru',
  'fr',
  'de',
  'pt',
  'th',
  'id',
  'tr',
  'ja',
  'ar',
  'uk',
  'br',
  'nl',
  'it',
  'en-eu',
  'it-eu',
  'en-us',
  'en-uk',
  'en-au',
  'en-jp',
  'ja-jp',
  'en-dubai',
  'ar-dubai',
] as const;

export type Locale = (typeof LOCALES)[number];

export const SOURCE_LOCALE: Locale = 'en';

/**
 * Regional variants that take what they share from their base language (lingui.config.ts's
 * fallbackLocales; docs/i18n.md): each overrides only the messages that differ.
 */
export const FALLBACK_LOCALES: Readonly<Partial<Record<Locale, Locale>>> = { 'ar-dubai': 'ar', 'ja-jp': 'ja', 'it-eu': 'it', br: 'pt' };

const HTML_LANG: Record<Locale, string> = {
  zh: 'zh-CN',
  en: 'en',
  vn: 'vi',
  tw: 'zh-TW',
  es: 'es',
  ru: 'ru',
  fr: 'fr',
  de: 'de',
  pt: 'pt',
  th: 'th',
  id: 'id',
  tr: 'tr',
  ja: 'ja',
  ar: 'ar',
  uk: 'uk',
  br: 'pt-BR',
  nl: 'nl',
  it: 'it',
  'en-eu': 'en',
  'it-eu': 'it',
  'en-us': 'en-US',
  'en-uk': 'en-GB',
  'en-au': 'en-AU',
  'en-jp': 'en-JP',
  'ja-jp': 'ja-JP',
  'en-dubai': 'en-AE',
  'ar-dubai': 'ar-AE',
};

const RTL: ReadonlySet<Locale> = new Set<Locale>(['ar', 'ar-dubai']);

export function isLocale(code: unknown): code is Locale {
  return typeof code === 'string' && (LOCALES as readonly string[]).includes(code);
}

/** BCP 47 tag for `<html lang>`, `Intl.*` and Lingui plural rules. */
export function htmlLang(locale: Locale): string {
  return HTML_LANG[locale];
}

export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return RTL.has(locale) ? 'rtl' : 'ltr';
}

/**
 * The tag `Intl.NumberFormat` and `Intl.DateTimeFormat` use. Arabic pages keep Western digits
 * (`-u-nu-latn`): prices, amounts and order books read the same in every language on an
 * exchange, and traders copy them between pages. Everything else follows `htmlLang`.
 */
export function intlLocale(locale: Locale): string {
  return RTL.has(locale) ? `${htmlLang(locale)}-u-nu-latn` : htmlLang(locale);
}
