import { i18n } from '@lingui/core';
import { htmlLang, isLocale, SOURCE_LOCALE, textDirection, type Locale } from './locales';

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

/** The active locale (the catalog loaded into Lingui), or English before the first activation. */
export function activeLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;
}

let pending: { locale: Locale; done: Promise<Locale> } | null = null;

/**
 * Activates `locale` unless it already is (client-side navigation between locales). Concurrent
 * calls for the same locale share one catalog load.
 */
export function ensureLocale(locale: Locale): Promise<Locale> {
  if (i18n.locale === locale) return Promise.resolve(locale);
  if (pending?.locale === locale) return pending.done;
  const done = activateLocale(locale).finally(() => {
    if (pending?.locale === locale) pending = null;
  });
  pending = { locale, done };
  return done;
}

/** `<html lang dir>` follow the locale: Arabic pages are right-to-left and the layout mirrors. */
export function applyDocumentLocale(locale: Locale): void {
  const root = document.documentElement;
  const lang = htmlLang(locale);
  const dir = textDirection(locale);
  if (root.lang !== lang) root.lang = lang;
  if (root.dir !== dir) root.dir = dir;
}

export { i18n };
