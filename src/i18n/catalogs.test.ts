/**
 * The translation gate (issue 14): every message of every catalog is translated in every
 * non-English locale, either in its own catalog or through its fallback locale (ar-dubai → ar,
 * ja-jp → ja, it-eu → it, br → pt); a translation keeps the ICU arguments and the rich-text
 * tags of its source. English variants (en-*) read the source.
 *
 * While the catalogs are being completed, locales/untranslated.json lists the messages still
 * waiting, per locale. It may only shrink: a message missing and not listed fails, and a listed
 * message that is now translated fails too (remove it from the list).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { argumentsOf, readPo, tagsOf, type PoMessage } from '../test/poFile';
import { LOCALES, SOURCE_LOCALE, type Locale } from './locales';

const ROOT = join(import.meta.dirname, '..', '..');
const PARTS = ['shell', 'extras', 'pages'] as const;
/** lingui.config.ts's fallbackLocales: a regional variant takes what it shares from its base. */
const FALLBACK: Partial<Record<Locale, Locale>> = { 'ar-dubai': 'ar', 'ja-jp': 'ja', 'it-eu': 'it', br: 'pt' };
const BASELINE_FILE = join(ROOT, 'locales', 'untranslated.json');
const baseline: Record<string, string[]> = existsSync(BASELINE_FILE) ? (JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as Record<string, string[]>) : {};

const catalog = (locale: Locale): Map<string, string> => {
  const map = new Map<string, string>();
  for (const part of PARTS) for (const m of readPo(join(ROOT, 'locales', locale, `${part}.po`)) as PoMessage[]) if (m.translation !== '') map.set(m.source, m.translation);
  return map;
};
const sources = new Set(PARTS.flatMap((part) => readPo(join(ROOT, 'locales', SOURCE_LOCALE, `${part}.po`)).map((m) => m.source)));
const translated = LOCALES.filter((l) => l !== SOURCE_LOCALE && !l.startsWith('en-'));

describe('translation gate (issue 14)', () => {
  it('the fallback chain matches lingui.config.ts', async () => {
    const config = (await import('../../lingui.config')).default as { fallbackLocales?: Record<string, string> };
    const { default: _default, ...variants } = config.fallbackLocales ?? {};
    expect(variants).toEqual(FALLBACK);
    expect(_default).toBe(SOURCE_LOCALE);
  });

  it.each(translated)('%s: every message is translated (or still listed in locales/untranslated.json)', (locale) => {
    const own = catalog(locale);
    const parent = FALLBACK[locale] ? catalog(FALLBACK[locale]) : new Map<string, string>();
    const missing = [...sources].filter((source) => !own.has(source) && !parent.has(source)).sort();
    const listed = [...(baseline[locale] ?? [])].sort();
    // Listed but translated now: the list must shrink with the work.
    expect(listed.filter((s) => !missing.includes(s)), `${locale}: translated now; remove from locales/untranslated.json`).toEqual([]);
    expect(missing.filter((s) => !listed.includes(s)), `${locale}: messages without a translation`).toEqual([]);
  });

  it.each(translated)('%s: translations keep the arguments and tags of their source', (locale) => {
    const wrong: string[] = [];
    for (const [source, translation] of catalog(locale)) {
      if (!sources.has(source)) continue;
      if (argumentsOf(source).join() !== argumentsOf(translation).join()) wrong.push(`arguments ${argumentsOf(source).join()} → ${argumentsOf(translation).join()}: ${translation}`);
      if (tagsOf(source).join() !== tagsOf(translation).join()) wrong.push(`tags ${tagsOf(source).join()} → ${tagsOf(translation).join()}: ${translation}`);
      if (/\bplural\b/.test(source) && !/\{\s*\w+\s*,\s*plural\s*,[^]*\bother\s*\{/.test(translation)) wrong.push(`plural without "other": ${translation}`);
    }
    expect(wrong).toEqual([]);
  });

  it('the list of messages still waiting names only locales and messages that exist', () => {
    for (const [locale, list] of Object.entries(baseline)) {
      expect(translated as readonly string[]).toContain(locale);
      for (const source of list) expect(sources.has(source), `${locale}: ${source}`).toBe(true);
    }
  });
});
