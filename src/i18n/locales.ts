/**
 * How each of the product's 27 locale codes (src/lib/locales.ts, SPEC section 3) maps onto the
 * web platform: `htmlLang` is the BCP 47 tag for `<html lang>` and `Intl`; text direction; the
 * regional variants' fallbacks.
 */
import { isLocale, LOCALES, SOURCE_LOCALE, type Locale } from '../lib/locales';

export { isLocale, LOCALES, SOURCE_LOCALE, type Locale };

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
