/**
 * The translation gate (issue 14): every message of every catalog is translated in every
 * non-English locale, either in its own catalog or through its fallback locale (ar-dubai → ar,
 * ja-jp → ja, it-eu → it, br → pt); a translation keeps the ICU arguments and the rich-text
 * tags of its source; the terms of the trade follow the locale's glossary (locales/glossary.json).
 * English variants (en-*) read the source.
 *
 * A change that adds a message adds its translations in the same commit: `npx lingui extract`,
 * then fill every locale's empty msgstr (docs/i18n.md).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { argumentsOf, parsePo, tagsOf } from '../test/poFile';
import { FALLBACK_LOCALES, LOCALES, SOURCE_LOCALE, type Locale } from './locales';

const ROOT = join(import.meta.dirname, '..', '..');
const readPo = (locale: Locale, part: string) => parsePo(readFileSync(join(ROOT, 'locales', locale, `${part}.po`), 'utf8'));
const PARTS = ['shell', 'extras', 'pages'] as const;
/** A regional variant takes what it shares from its base. */
const FALLBACK = FALLBACK_LOCALES;

interface Glossary {
  terms: Record<string, { match: string; locales: Partial<Record<Locale, string[]>> }>;
  /** Button labels and the form each locale gives them (the imperative, or its interfaces' usual form). */
  buttons: Record<string, { locales: Partial<Record<Locale, string[]>> } | string>;
}
const GLOSSARY = JSON.parse(readFileSync(join(ROOT, 'locales', 'glossary.json'), 'utf8')) as Glossary;

const catalog = (locale: Locale): Map<string, string> => {
  const map = new Map<string, string>();
  for (const part of PARTS) for (const m of readPo(locale, part)) if (m.translation !== '') map.set(m.source, m.translation);
  return map;
};
const sources = new Set(PARTS.flatMap((part) => readPo(SOURCE_LOCALE, part).map((m) => m.source)));
const translated = LOCALES.filter((l) => l !== SOURCE_LOCALE && !l.startsWith('en-'));

describe('translation gate (issue 14)', () => {
  it.each(translated.filter((l) => !FALLBACK[l]))('%s: terms of the trade follow locales/glossary.json', (locale) => {
    const off: string[] = [];
    for (const [term, entry] of Object.entries(GLOSSARY.terms)) {
      const forms = entry.locales[locale];
      if (!forms) continue;
      const match = new RegExp(entry.match, 'i');
      for (const [source, translation] of catalog(locale)) {
        if (sources.has(source) && match.test(source) && !forms.some((form) => translation.toLowerCase().includes(form.toLowerCase()))) off.push(`${term}: ${translation}`);
      }
    }
    expect(off).toEqual([]);
  });

  it.each(translated.filter((l) => !FALLBACK[l]))('%s: button labels take the form locales/glossary.json gives them', (locale) => {
    const off: string[] = [];
    for (const [label, entry] of Object.entries(GLOSSARY.buttons)) {
      const forms = typeof entry === 'string' ? undefined : entry.locales[locale];
      if (!forms) continue;
      for (const part of PARTS) {
        for (const m of readPo(locale, part)) {
          if (m.source === label && m.context === undefined && !forms.includes(m.translation)) off.push(`${part}: "${label}" → "${m.translation}" (the glossary says ${forms.join(' or ')})`);
        }
      }
    }
    expect(off).toEqual([]);
  });

  it.each(translated)('%s: a message has one translation in every catalog part (they merge into one table)', (locale) => {
    // The shell, extras and pages parts load into one message table, keyed by source and context:
    // a message translated two ways shows whichever part loaded last (issue 39: the ticket status
    // "Açık" replaced the app-download bar's "Aç"). A second meaning takes a msgctxt.
    const first = new Map<string, { part: string; translation: string }>();
    const twice: string[] = [];
    for (const part of PARTS) {
      for (const m of readPo(locale, part)) {
        if (m.translation === '') continue;
        const key = `${m.context ?? ''}\u0004${m.source}`;
        const seen = first.get(key);
        if (seen === undefined) first.set(key, { part, translation: m.translation });
        else if (seen.translation !== m.translation) twice.push(`"${m.source}"${m.context ? ` (${m.context})` : ''}: ${seen.part} "${seen.translation}", ${part} "${m.translation}"`);
      }
    }
    expect(twice).toEqual([]);
  });

  it('the checks see arguments, plural arguments and tags', () => {
    expect(argumentsOf('Send {currency} to {0} on {name}')).toEqual(['0', 'currency', 'name']);
    expect(argumentsOf('{count, plural, one {# day} other {# days}}')).toEqual(['count']);
    expect(argumentsOf('{0, plural, zero {# يوم} two {يومان} other {# يوم}}')).toEqual(['0']);
    expect(tagsOf('Read the <0>terms</0> and <1>privacy</1>.')).toEqual(['</0>', '</1>', '<0>', '<1>']);
  });

  it('the fallback chain matches lingui.config.ts', async () => {
    const config = (await import('../../lingui.config')).default as { fallbackLocales?: Record<string, string> };
    const { default: _default, ...variants } = config.fallbackLocales ?? {};
    expect(variants).toEqual(FALLBACK);
    expect(_default).toBe(SOURCE_LOCALE);
  });

  it.each(translated)('%s: every message is translated', (locale) => {
    const own = catalog(locale);
    const parent = FALLBACK[locale] ? catalog(FALLBACK[locale]) : new Map<string, string>();
    const missing = [...sources].filter((source) => !own.has(source) && !parent.has(source)).sort();
    expect(missing, `${locale}: messages without a translation`).toEqual([]);
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
});
