import { i18n, type Messages } from '@lingui/core';
import loadShell from 'virtual:catalog/shell';
import { htmlLang, isLocale, SOURCE_LOCALE, textDirection, type Locale } from './locales';
import { afterFirstPaint } from '../lib/browser/afterFirstPaint';
import { whenIdle } from '../lib/browser/whenIdle';
import { prefersLessData } from '../lib/browser/saveData';

/**
 * Catalogs, in parts (lingui.config.ts's `catalogs`; each compiled from locales/<code>/<part>.po
 * by @lingui/vite-plugin into one chunk per locale and part). Production code carries message
 * ids only, so a part must be in Lingui before anything using it renders:
 * - `shell`: the header, the layout, the error screen, the home page and the 404 page's heading;
 *   boot loads it before the first render;
 * - `pages`: every other page; the locale route loads and awaits it before such a page (a first
 *   page other than home shows the shell and a skeleton meanwhile: src/app/boot.tsx), and home
 *   fetches it when the browser is idle (the next page opens 0.5 s sooner on a phone, measured);
 * - `extras`: the footer, the overlays, the header's panels, the 404 page's links and stories and
 *   the registration forms: their lazy imports await it (withExtrasCatalog), and so does every page but home
 *   (loaded with `pages`), since pages render the footer and some render the forms.
 * Only the shell's importer map is in the first load; the others arrive in small lazy modules
 * (./catalogPages.ts, ./catalogExtras.ts), fetched in parallel with the shell when needed.
 * Once a part has been wanted, switching locale loads it for the new locale before activating.
 */
export type CatalogPart = 'shell' | 'pages' | 'extras';

export type CatalogLoader = (locale: Locale) => Promise<{ messages: Messages }>;

const loaders = new Map<CatalogPart, CatalogLoader>([['shell', loadShell]]);

/**
 * The other parts' importer maps (one entry per locale each) live in small lazy modules, not in
 * the first load; each is fetched the first time its part is wanted.
 */
const registrars: Partial<Record<CatalogPart, () => Promise<{ default: CatalogLoader }>>> = {
  pages: () => import('./catalogPages'),
  extras: () => import('./catalogExtras'),
};

/** The parts the app has needed so far: a locale switch brings all of them. */
const wanted = new Set<CatalogPart>(['shell']);

/** Every message loaded per locale (what an English fallback must not overwrite). */
const loadedMessages = new Map<Locale, Messages>();
const loadedParts = new Set<string>();
/** One load per locale and part; a failed load is forgotten so that the next need retries. */
const loads = new Map<string, Promise<void>>();

const keyOf = (locale: Locale, part: CatalogPart) => `${locale}/${part}`;

/** Demo and dev only (`?locale=pseudo`, ./pseudo.ts): messages go through this before Lingui. */
let transform: ((messages: Messages) => Messages) | null = null;

/** Turns the pseudo-locale on for this page view (before the first catalog loads). */
export function applyPseudoLocale(pseudo: (messages: Messages) => Messages): void {
  transform = pseudo;
}

function merge(locale: Locale, messages: Messages): void {
  loadedMessages.set(locale, { ...loadedMessages.get(locale), ...messages });
  i18n.load(locale, transform ? transform(messages) : messages);
}

/** Loads one part of one locale's catalog into Lingui (no fallback). */
async function loaderOf(part: CatalogPart): Promise<CatalogLoader> {
  const registrar = registrars[part];
  if (!loaders.has(part) && registrar) loaders.set(part, (await registrar()).default);
  const loader = loaders.get(part);
  if (!loader) throw new Error(`Catalog part ${part} is not registered`);
  return loader;
}

function loadPart(locale: Locale, part: CatalogPart): Promise<void> {
  const key = keyOf(locale, part);
  let load = loads.get(key);
  if (!load) {
    load = loaderOf(part)
      .then((loader) => loader(locale))
      .then(({ messages }) => {
        merge(locale, messages);
        loadedParts.add(key);
      });
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

/**
 * Loads a part; if it cannot be fetched, the English part fills the gaps under the messages the
 * locale already has (never ids, never English over a translation that did load).
 */
async function loadPartOrEnglish(locale: Locale, part: CatalogPart): Promise<void> {
  try {
    await loadPart(locale, part);
  } catch (error) {
    if (locale === SOURCE_LOCALE) throw error;
    console.warn(`Catalog ${locale}/${part} failed to load; it shows ${SOURCE_LOCALE}.`, error);
    const english = await (await loaderOf(part))(SOURCE_LOCALE);
    const own = loadedMessages.get(locale) ?? {};
    i18n.load(locale, { ...english.messages, ...own });
    loadedParts.add(keyOf(locale, part));
  }
}

/** Whether `part` of `locale`'s catalog is in Lingui already. */
export function isCatalogLoaded(locale: Locale, part: CatalogPart): boolean {
  return loadedParts.has(keyOf(locale, part));
}

/**
 * Loads `locale`'s wanted parts (the shell, the pages part when `pages`, and whatever the app
 * has needed before) and activates it. If the shell cannot be fetched the app falls back to
 * English rather than show ids.
 */
export async function activateLocale(locale: Locale, { pages = false, extras = pages }: { pages?: boolean; extras?: boolean } = {}): Promise<Locale> {
  // A page other than home needs the pages part and the extras part (its footer, its forms).
  if (pages) wanted.add('pages');
  if (extras) wanted.add('extras');
  // Every wanted part starts at once (no waterfall behind the shell); failures are handled below.
  for (const part of wanted) void loadPart(locale, part).catch(() => undefined);
  try {
    await loadPart(locale, 'shell');
  } catch (error) {
    if (locale === SOURCE_LOCALE) throw error;
    console.warn(`Catalog ${locale} failed to load; using ${SOURCE_LOCALE}.`, error);
    return activateLocale(SOURCE_LOCALE, { pages, extras });
  }
  // A part wanted while these loaded is loaded too, before the switch.
  let missing: CatalogPart[];
  while ((missing = [...wanted].filter((part) => !isCatalogLoaded(locale, part))).length > 0) {
    await Promise.all(missing.map((part) => loadPartOrEnglish(locale, part)));
  }
  i18n.activate(locale, [htmlLang(locale), htmlLang(SOURCE_LOCALE)]);
  return locale;
}

/**
 * Makes sure `part` is in for the active locale (and is brought along by later locale
 * switches). Resolves at once when it already is.
 */
export async function ensureCatalogPart(part: CatalogPart): Promise<void> {
  wanted.add(part);
  const locale = activeLocale();
  if (!isCatalogLoaded(locale, part)) await loadPartOrEnglish(locale, part);
}

/**
 * Fetches the pages part ahead of a navigation: at once on a link's intent (the router's preload);
 * otherwise (home, which does not need it) once home has painted and the browser is idle, so
 * the next page opens without waiting (0.5 s sooner on a phone, measured). Not for a visitor who
 * asked for less data (Data Saver, 2G: src/lib/browser/saveData.ts): their link's hover or touch fetches
 * it (`intent`, the router's preload), or the navigation does. A failure is left for
 * `ensureCatalogPart` to handle on that navigation.
 */
export function preloadPagesPart(locale: Locale, { intent = false }: { intent?: boolean } = {}): void {
  if (loads.has(keyOf(locale, 'pages'))) return;
  const start = () => void loadPart(locale, 'pages').catch(() => undefined);
  if (intent) return start();
  if (prefersLessData()) return;
  void afterFirstPaint().then(() => whenIdle(start, { timeout: 3000, fallbackMs: 1000 }));
}

/**
 * Wraps a lazy import whose components render `extras` messages: the module and the part load
 * in parallel, and the import resolves once both are in.
 */
export function withExtrasCatalog<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), ensureCatalogPart('extras')]).then(([module]) => module);
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
export function ensureLocale(locale: Locale, { pages = false, extras = pages }: { pages?: boolean; extras?: boolean } = {}): Promise<Locale> {
  if (i18n.locale === locale) return Promise.resolve(locale);
  if (pending?.locale === locale) return pending.done;
  const done = activateLocale(locale, { pages, extras }).finally(() => {
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
