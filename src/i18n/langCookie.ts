/**
 * The `lang` cookie (SPEC section 3, cookies): the visitor's language, written whenever a page
 * renders in a locale and reset to the site's default by the unsupported-locale redirect
 * (SPEC section 4). Writes go through the facts layer so the engine's storage snapshot follows.
 */
import { documentCookies, parseCookies } from '../api/cookies';
import type { createStore } from 'jotai';
import { storageAtom } from '../facts';
import { applyStorageWrite, readStorageSnapshot } from '../facts/storage';
import type { Locale } from './locales';

export const LANG_COOKIE = 'lang';
const ONE_YEAR_HOURS = 24 * 365;

export function readLangCookie(): string | undefined {
  return parseCookies(documentCookies())[LANG_COOKIE];
}

export function writeLangCookie(locale: Locale, store?: ReturnType<typeof createStore>): void {
  applyStorageWrite({ store: 'cookies', key: LANG_COOKIE, value: locale, ttlHours: ONE_YEAR_HOURS });
  store?.set(storageAtom, readStorageSnapshot());
}
