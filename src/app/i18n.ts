import { i18n } from '@lingui/core';
import { htmlLang, isLocale, SOURCE_LOCALE, textDirection, type Locale } from './locales';

/**
 * Catalogs (compiled from locales/<code>/<part>.po by @lingui/vite-plugin, one chunk per locale
 * and part). Production builds keep only message ids in the code, so a part must be loaded
 * before anything that uses it renders:
 * - `shell`: the layout every page has and the home page; loaded before the first render;
 * - `pages`: every other page; loaded with the shell when the first page is not home (in
 *   parallel, no waterfall), otherwise after the home page's first paint.
 * The split is lingui.config.ts's `catalogs`.
 */
export type CatalogPart = 'shell' | 'pages';

const importers: Record<CatalogPart, (locale: Locale) => Promise<{ messages: Record<string, unknown> }>> = {
  shell: (locale) => import(`../../locales/${locale}/shell.po`),
  pages: (locale) => import(`../../locales/${locale}/pages.po`),
};

/** One load per locale and part; a failed load is forgotten so the next navigation retries. */
const loads = new Map<string, Promise<void>>();

function loadPart(locale: Locale, part: CatalogPart): Promise<void> {
  const key = `${locale}/${part}`;
  let load = loads.get(key);
  if (!load) {
    load = importers[part](locale).then(({ messages }) => {
      // Lingui merges: the pages part adds to the shell part already loaded for the locale.
      i18n.load(locale, messages as Parameters<typeof i18n.load>[1]);
    });
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

/** The parts whose messages are in Lingui already. */
const loadedParts = new Set<string>();

/** Whether `part` of `locale`'s catalog is in Lingui already (no render will show an id). */
export function isCatalogLoaded(locale: Locale, part: CatalogPart): boolean {
  return loadedParts.has(`${locale}/${part}`);
}

async function loadParts(locale: Locale, parts: readonly CatalogPart[]): Promise<void> {
  await Promise.all(
    parts.map((part) => loadPart(locale, part).then(() => void loadedParts.add(`${locale}/${part}`))),
  );
}

/**
 * Loads `locale`'s shell (and the pages part when `pages`) and activates the locale. If the
 * wanted shell cannot be fetched we fall back to English rather than show ids; if only the pages
 * part fails, the English pages messages stand in for it under the wanted locale.
 */
export async function activateLocale(locale: Locale, { pages = false } = {}): Promise<Locale> {
  const parts: CatalogPart[] = pages ? ['shell', 'pages'] : ['shell'];
  try {
    await loadParts(locale, parts);
  } catch (error) {
    if (locale === SOURCE_LOCALE) throw error;
    if (!isCatalogLoaded(locale, 'shell')) {
      console.warn(`Catalog ${locale} failed to load; using ${SOURCE_LOCALE}.`, error);
      return activateLocale(SOURCE_LOCALE, { pages });
    }
    await pagesFallback(locale, error);
  }
  i18n.activate(locale, [htmlLang(locale), htmlLang(SOURCE_LOCALE)]);
  return locale;
}

/** The pages part of `locale` could not load: its English messages stand in (never ids). */
async function pagesFallback(locale: Locale, error: unknown): Promise<void> {
  console.warn(`Catalog ${locale}/pages failed to load; its pages show ${SOURCE_LOCALE}.`, error);
  const [english, shell] = await Promise.all([importers.pages(SOURCE_LOCALE), importers.shell(locale)]);
  // A message in both parts keeps the shell's translation: English fills only the gaps.
  i18n.load(locale, { ...english.messages, ...shell.messages } as Parameters<typeof i18n.load>[1]);
  loadedParts.add(`${locale}/pages`);
}

/**
 * Makes sure the active locale's pages part is in (before a page other than home renders).
 * Resolves at once when it already is.
 */
export async function ensurePages(locale: Locale): Promise<void> {
  if (isCatalogLoaded(locale, 'pages')) return;
  try {
    await loadParts(locale, ['pages']);
  } catch (error) {
    if (locale === SOURCE_LOCALE) throw error;
    await pagesFallback(locale, error);
  }
}

/**
 * Home does not need the pages part: fetch it once the browser is idle, so the next page opens
 * without waiting. Errors are left for `ensurePages` to handle on that navigation.
 */
export function preloadPagesWhenIdle(locale: Locale): void {
  if (isCatalogLoaded(locale, 'pages') || loads.has(`${locale}/pages`)) return;
  const start = () => void loadParts(locale, ['pages']).catch(() => undefined);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 3000 });
  else setTimeout(start, 1000);
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
export function ensureLocale(locale: Locale, { pages = false } = {}): Promise<Locale> {
  if (i18n.locale === locale) return Promise.resolve(locale);
  if (pending?.locale === locale) return pending.done;
  const done = activateLocale(locale, { pages }).finally(() => {
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
