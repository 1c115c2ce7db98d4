/**
 * The languages' names: the menus' lists (panels and the phone menu) and the header's language
 * button (its accessible name, in the first load: cheaper than Intl.DisplayNames' first call).
 */
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
