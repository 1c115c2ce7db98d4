/**
 * The plain user-agreement document (src/pages/legal/AgreementDocument.tsx), rendered at build
 * time once per locale (scripts/prerender.ts writes the files; issue 39). Every reader who follows
 * the Hong Kong footer's link gets the document in their language: `/docs/agreement.html` in
 * English, `/tw/docs/agreement.html` in traditional Chinese, `/ar/docs/agreement.html` in Arabic
 * right to left... A locale whose catalog lacks a paragraph of it (the translation gate,
 * src/i18n/catalogs.test.ts, keeps that from happening) gets the English document, marked
 * `lang="en"`, rather than a page that mixes languages under a wrong `lang`.
 */
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { AGREEMENT_DOCUMENT_PATH, AgreementDocument } from '../../pages/legal/AgreementDocument';
import { activateLocale, i18n } from '../../i18n/catalogs';
import { htmlLang, SOURCE_LOCALE, type Locale } from '../../i18n/locales';
import { localizePath } from '../../i18n/pickLocale';
import { SiteContext } from '../../site/site';
import { loadSite, siteIndex } from '../../site/sites';

export interface AgreementFile {
  /** The address (`/docs/agreement.html`, `/tw/docs/agreement.html`). */
  path: string;
  html: string;
  /** `<html lang>`. */
  lang: string;
  /** Whether the locale's catalog lacked part of the text, so that the file is the English document. */
  english: boolean;
}

/** The text of the sections' paragraphs (what must not stay English in a translation). */
export function paragraphsOf(html: string): string[] {
  return [...html.matchAll(/<section\b[^>]*>[\s\S]*?<\/section>/g)].flatMap((section) => [...section[0].matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/g)].map((p) => (p[1] ?? '').replace(/<[^>]*>/g, '').trim()));
}

/** Whether a locale's document keeps a paragraph of the English one (its catalog lacks that message). */
export function keepsEnglish(englishHtml: string, html: string): boolean {
  const own = new Set(paragraphsOf(html));
  return paragraphsOf(englishHtml).some((paragraph) => own.has(paragraph));
}

async function render(siteKey: string, locale: Locale, now: number): Promise<string> {
  const entry = siteIndex.find((candidate) => candidate.key === siteKey);
  if (!entry) throw new Error(`prerender: no site "${siteKey}" in config/sites`);
  const site = await loadSite(entry);
  const active = await activateLocale(locale, { pages: true, extras: false });
  if (active !== locale) throw new Error(`prerender: the ${locale} catalog did not load`);
  const markup = renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <SiteContext value={site}>
        <AgreementDocument locale={locale} now={now} />
      </SiteContext>
    </I18nProvider>,
  );
  return `<!doctype html>\n${markup.replace(/^<!DOCTYPE html>/i, '')}\n`;
}

/** The document in each of `locales`, for the site `siteKey` (its name, contact and logo). */
export async function agreementDocuments(siteKey: string, locales: readonly Locale[], now: number): Promise<AgreementFile[]> {
  const english = await render(siteKey, SOURCE_LOCALE, now);
  if (paragraphsOf(english).length === 0) throw new Error('prerender: the agreement document rendered no paragraphs');
  const files: AgreementFile[] = [];
  for (const locale of locales) {
    const lang = htmlLang(locale);
    const path = localizePath(AGREEMENT_DOCUMENT_PATH, locale);
    if (lang.split('-')[0] === 'en') {
      files.push({ path, lang, english: false, html: locale === SOURCE_LOCALE ? english : await render(siteKey, locale, now) });
      continue;
    }
    const html = await render(siteKey, locale, now);
    const untranslated = keepsEnglish(english, html);
    if (untranslated) console.warn(`prerender: ${path} lacks translations; it gets the English document (lang="en")`);
    files.push(untranslated ? { path, lang: 'en', english: true, html: english } : { path, lang, english: false, html });
  }
  return files;
}
