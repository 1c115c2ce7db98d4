/**
 * The transfer mini-apps speak every locale of the product (issue 36): each locale resolves (its
 * own table, its base language's, or English for the en-* variants) to a complete table whose
 * messages keep their placeholders, and a non-English locale's messages are not English copies.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../lib/locales';
import { MINI_APP_FALLBACKS, MINI_APP_MESSAGES } from './miniAppMessages';
import { MINI_APP_SOURCES } from './miniApps';

const english = MINI_APP_MESSAGES.en ?? {};
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const tableOf = (locale: string) => MINI_APP_MESSAGES[locale] ?? MINI_APP_MESSAGES[MINI_APP_FALLBACKS[locale] ?? ''] ?? (locale.startsWith('en') ? english : undefined);

describe('the transfer mini-apps’ messages', () => {
  it.each([...LOCALES])('%s has every message, with its placeholders', (locale) => {
    const table = tableOf(locale);
    expect(table, `${locale} resolves to no table`).toBeDefined();
    for (const [key, source] of Object.entries(english)) {
      const text = table?.[key as keyof typeof english] ?? '';
      expect(text.trim(), `${locale}.${key}`).not.toBe('');
      expect(placeholders(text), `${locale}.${key}`).toEqual(placeholders(source));
      // Words, not copies: only a message that is all placeholder and punctuation may match English.
      if (!locale.startsWith('en') && /[a-z]{3}/i.test(source.replace(/\{\w+\}/g, ''))) expect(text, `${locale}.${key} is English`).not.toBe(source);
    }
  });

  it('is what the served modules read', () => {
    for (const name of ['transfer', 'sub-transfer']) {
      const source = MINI_APP_SOURCES[name] ?? '';
      expect(source).toContain(JSON.stringify(MINI_APP_MESSAGES));
      expect(source).toContain('props.locale');
    }
  });
});
