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
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buttonMessages, glossaryKey } from '../test/buttonMessages';
import { argumentsOf, parsePo, tagsOf } from '../test/poFile';
import { FALLBACK_LOCALES, LOCALES, SOURCE_LOCALE, type Locale } from './locales';

const ROOT = join(import.meta.dirname, '..', '..');
const readPo = (locale: Locale, part: string) => parsePo(readFileSync(join(ROOT, 'locales', locale, `${part}.po`), 'utf8'));
const PARTS = ['shell', 'extras', 'pages'] as const;
/** A regional variant takes what it shares from its base. */
const FALLBACK = FALLBACK_LOCALES;

interface Glossary {
  terms: Record<string, { match: string; locales: Partial<Record<Locale, string[]>> }>;
  /**
   * Every button label (src/test/buttonMessages.ts finds them) and the form each locale gives it
   * (the imperative, or its interfaces' usual form); a string instead says why the label has no
   * verb form to keep (a name, a number, a column that sorts).
   */
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
/** The languages a glossary entry gives forms for (the variants take their base's). */
const BASE_LOCALES = translated.filter((l) => !FALLBACK[l]);
/** Every message the source shows as a button label. */
const BUTTONS = buttonMessages(
  readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.tsx'))
    .map((path) => ({ file: relative(ROOT, join(ROOT, 'src', path)).split('\\').join('/'), text: readFileSync(join(ROOT, 'src', path), 'utf8') })),
);
/** The glossary keys of the source catalog's messages (the English, and ` [context]` where it has one). */
const keys = new Set(PARTS.flatMap((part) => readPo(SOURCE_LOCALE, part).map((m) => glossaryKey({ id: m.source, context: m.context }))));

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

  it.each(translated)('%s: button labels take the form locales/glossary.json gives them', (locale) => {
    // A regional variant's own translations (where it differs from its base) keep the base's forms.
    const off: string[] = [];
    for (const [label, entry] of Object.entries(GLOSSARY.buttons)) {
      const forms = typeof entry === 'string' ? undefined : (entry.locales[locale] ?? entry.locales[FALLBACK[locale] ?? locale]);
      if (!forms) continue;
      for (const part of PARTS) {
        for (const m of readPo(locale, part)) {
          if (m.translation !== '' && glossaryKey({ id: m.source, context: m.context }) === label && !forms.includes(m.translation)) off.push(`${part}: "${label}" → "${m.translation}" (the glossary says ${forms.join(' or ')})`);
        }
      }
    }
    expect(off).toEqual([]);
  });

  it('every message shown as a button label has its forms in locales/glossary.json, for every language', () => {
    // A new button message fails here until its translations' forms are recorded: the imperative
    // (or the interfaces' usual form: the infinitive in German, French, Spanish, Portuguese, Dutch,
    // Russian and Ukrainian, the verbal noun in Arabic), reviewed in each language.
    const missing = BUTTONS.filter((button) => !(button.key in GLOSSARY.buttons)).map((button) => `"${button.key}" (${button.files.join(', ')})`);
    expect(missing).toEqual([]);
    const partial: string[] = [];
    for (const [label, entry] of Object.entries(GLOSSARY.buttons)) {
      if (label === '$comment' || typeof entry === 'string') continue;
      const without = BASE_LOCALES.filter((locale) => !entry.locales[locale]?.length);
      if (without.length > 0) partial.push(`"${label}": ${without.join(', ')}`);
    }
    expect(partial).toEqual([]);
  });

  it("the button finder reads the macros as Lingui does, and the glossary's labels are messages", () => {
    // A message id rebuilt wrong would never match a translation: it fails here instead.
    expect(BUTTONS.length).toBeGreaterThan(100);
    expect(BUTTONS.filter((button) => !keys.has(button.key)).map((button) => `"${button.key}" (${button.files.join(', ')})`)).toEqual([]);
    expect(Object.keys(GLOSSARY.buttons).filter((label) => label !== '$comment' && !keys.has(label))).toEqual([]);
    const ids = new Set(BUTTONS.map((button) => button.key));
    for (const label of ['Open', 'Close', 'Refresh', 'Copy', 'Next', 'Trade [button]']) expect(ids, label).toContain(label);
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
