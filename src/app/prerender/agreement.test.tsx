/**
 * The plain user-agreement document the build writes per locale (issue 39): each reading in its
 * language with `<html lang dir>` right, the Hong Kong site's name and contact, the English
 * version one link away from a translation, no script; a locale whose catalog lacks a paragraph
 * gets the English document marked `lang="en"`.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n/catalogs';
import { SOURCE_LOCALE } from '../../i18n/locales';
import { agreementDocuments, keepsEnglish, paragraphsOf } from './agreement';

const NOW = Date.UTC(2026, 10, 29);

afterAll(async () => {
  await activateLocale(SOURCE_LOCALE);
});

describe('the agreement document', () => {
  it('is written in each locale asked, in its language and direction, with the site name, contact and the binding English one link away', async () => {
    const files = await agreementDocuments('hk', ['en', 'tw', 'ar', 'ja', 'en-us'], NOW);
    const at = new Map(files.map((file) => [file.path, file]));
    expect([...at.keys()]).toEqual(['/docs/agreement.html', '/tw/docs/agreement.html', '/ar/docs/agreement.html', '/ja/docs/agreement.html', '/en-us/docs/agreement.html']);
    const en = at.get('/docs/agreement.html')!.html;
    const tw = at.get('/tw/docs/agreement.html')!.html;
    const ar = at.get('/ar/docs/agreement.html')!.html;
    expect(en).toMatch(/^<!doctype html>\n<html lang="en" dir="ltr">/);
    expect(tw).toMatch(/^<!doctype html>\n<html lang="zh-TW" dir="ltr">/);
    expect(ar).toMatch(/^<!doctype html>\n<html lang="ar" dir="rtl">/);
    expect(at.get('/en-us/docs/agreement.html')!.html).toMatch(/<html lang="en-US" dir="ltr">/);
    expect(en).toContain('<title>User agreement · Exchange HK</title>');
    expect(tw).toContain('<title>使用者協議 · Exchange HK</title>');
    expect(tw).toContain('<h1>使用者協議</h1>');
    for (const { path, html } of files) {
      expect(html, path).not.toMatch(/<script/i);
      expect(html, path).toContain('href="mailto:support@hk.exchange.example"');
      expect(html, path).toContain('Exchange HK');
      expect(html, path).toContain('src="/logos/hk-light.svg"');
      // The contents link every section, in order.
      const anchors = [...html.matchAll(/<li><a href="#([a-z]+)">/g)].map((m) => m[1]);
      const sections = [...html.matchAll(/<section aria-labelledby="([a-z]+)"><h2 id="\1">/g)].map((m) => m[1]);
      expect(anchors, path).toEqual(['scope', 'eligibility', 'account', 'services', 'risks', 'termination', 'contact']);
      expect(sections, path).toEqual(anchors);
    }
    // English binds: a translation says so and links the English document; English readers see no notice.
    expect(en).not.toContain('legal-translation-notice');
    expect(at.get('/en-us/docs/agreement.html')!.html).not.toContain('legal-translation-notice');
    expect(ar).toMatch(/data-testid="legal-translation-notice">[^<]+<a href="\/docs\/agreement.html" hrefLang="en">/i);
    // Home and help in the reader's language.
    expect(tw).toContain('href="/tw"');
    expect(tw).toContain('href="/tw/help"');
    for (const file of files) expect(file.english, file.path).toBe(false);
    for (const html of [tw, ar, at.get('/ja/docs/agreement.html')!.html]) expect(keepsEnglish(en, html)).toBe(false);
    expect(paragraphsOf(en)).toContain('Crypto asset prices are highly volatile. You may lose all the funds you trade. We do not give investment advice.');
  });

  it('tells a reading that keeps an English paragraph (its catalog lacks the message)', () => {
    const english = '<section><p>One.</p><p>Two <a>x</a>.</p></section>';
    expect(keepsEnglish(english, '<section><p>Un.</p><p>Deux <a>x</a>.</p></section>')).toBe(false);
    expect(keepsEnglish(english, '<section><p>Un.</p><p>Two <a>x</a>.</p></section>')).toBe(true);
    expect(paragraphsOf(english)).toEqual(['One.', 'Two x.']);
  });
});
