import { i18n } from '@lingui/core';
import { htmlLang, SOURCE_LOCALE, type Locale } from './locales';

/**
 * Loads the active locale's catalog (one chunk per locale, compiled from
 * locales/<code>/messages.po by @lingui/vite-plugin) and activates it. Production builds keep
 * only message ids in the code, so a catalog must be loaded before the first render; if the
 * wanted one cannot be fetched we fall back to English rather than show ids.
 */
export async function activateLocale(locale: Locale): Promise<Locale> {
  try {
    await loadAndActivate(locale);
    return locale;
  } catch (error) {
    if (locale === SOURCE_LOCALE) throw error;
    console.warn(`Catalog ${locale} failed to load; using ${SOURCE_LOCALE}.`, error);
    await loadAndActivate(SOURCE_LOCALE);
    return SOURCE_LOCALE;
  }
}

async function loadAndActivate(locale: Locale): Promise<void> {
  const { messages } = await import(`../../locales/${locale}/messages.po`);
  i18n.load(locale, messages);
  i18n.activate(locale, [htmlLang(locale), htmlLang(SOURCE_LOCALE)]);
}

export { i18n };
