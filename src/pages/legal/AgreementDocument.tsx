/**
 * The user agreement as a plain document (issue 39): what a page load of `/docs/agreement.html`
 * gets, the Hong Kong footer's one link (SPEC section 2, "Other"; config/footer.json). The build
 * renders it once per locale (scripts/prerender.ts, src/app/prerender/agreement.tsx):
 * `/docs/agreement.html` in English, `/<locale>/docs/agreement.html` in each other language, with
 * `<html lang dir>` of that locale. No script and no resource from elsewhere: one inline style and
 * the site's logo. The text is the app's page's (./LegalPages.tsx, `userAgreementSections`): the
 * same catalog messages, so the translation gate (src/i18n/catalogs.test.ts) checks it in every
 * locale. A link followed inside the app shows the same sections as the app's page.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { safeLink } from '../../lib/url';
import { copyrightLine } from '../../shell/footer';
import { useSite } from '../../site/site';
import { formatters } from '../../i18n/format';
import { homePath, localizedPath } from '../../i18n/localePaths';
import { htmlLang, intlLocale, textDirection, type Locale } from '../../i18n/locales';
import { EFFECTIVE, userAgreementSections } from './LegalPages';

/** The document's address in English (the binding version); other locales put their prefix first. */
export const AGREEMENT_DOCUMENT_PATH = '/docs/agreement.html';

/** Light and dark, from the system's preference (the document runs no script to read the app's choice). */
const STYLE = `
:root {
  --bg: #ffffff;
  --bg-subtle: #f6f7f9;
  --text: #0a0d14;
  --text-muted: #5b6272;
  --line: #e3e6eb;
  --accent-text: #2354e6;
  color-scheme: light dark;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #0b0e17;
    --bg-subtle: #121725;
    --text: #eef0f4;
    --text-muted: #a3aab8;
    --line: #262d3d;
    --accent-text: #7d9dff;
  }
}
* {
  box-sizing: border-box;
}
body {
  margin: 0;
  background: var(--bg);
  color: var(--text);
  font: 16px/1.6 system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang HK', 'Microsoft JhengHei', sans-serif;
  -webkit-text-size-adjust: 100%;
}
a {
  color: var(--accent-text);
  text-underline-offset: 2px;
}
a:focus-visible {
  outline: 2px solid var(--accent-text);
  outline-offset: 2px;
  border-radius: 2px;
}
header {
  border-bottom: 1px solid var(--line);
  background: var(--bg);
}
.bar {
  max-width: 760px;
  margin: 0 auto;
  padding: 14px 20px;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
}
.brand {
  display: inline-flex;
  align-items: center;
  gap: 10px;
  color: var(--text);
  font-weight: 700;
  font-size: 18px;
  text-decoration: none;
}
.brand img {
  display: block;
  height: 28px;
  width: auto;
}
.back {
  font-size: 14px;
}
main {
  max-width: 760px;
  margin: 0 auto;
  padding: 32px 20px 48px;
}
h1 {
  font-size: clamp(26px, 5vw, 34px);
  line-height: 1.2;
  margin: 0 0 8px;
}
.effective {
  color: var(--text-muted);
  margin: 0 0 28px;
  font-size: 14px;
}
.notice {
  background: var(--bg-subtle);
  border: 1px solid var(--line);
  border-inline-start: 3px solid var(--accent-text);
  border-radius: 8px;
  padding: 12px 16px;
  margin: 0 0 24px;
  font-size: 14px;
}
nav.toc {
  background: var(--bg-subtle);
  border: 1px solid var(--line);
  border-radius: 8px;
  padding: 14px 20px;
  margin: 0 0 32px;
}
nav.toc h2 {
  font-size: 14px;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: var(--text-muted);
  margin: 0 0 6px;
}
nav.toc ol {
  margin: 0;
  padding-inline-start: 20px;
}
section {
  margin: 0 0 28px;
}
section h2 {
  font-size: 20px;
  margin: 0 0 8px;
  scroll-margin-top: 16px;
}
section p {
  margin: 0 0 10px;
}
footer {
  border-top: 1px solid var(--line);
  color: var(--text-muted);
  font-size: 14px;
}
footer .bar {
  padding-block: 18px;
}
footer a {
  white-space: nowrap;
}
@media print {
  header .back,
  nav.toc {
    display: none;
  }
  a {
    color: inherit;
  }
}
`;

export function AgreementDocument({ locale, now }: { locale: Locale; now: number }) {
  const { t } = useLingui();
  const site = useSite();
  const siteName = site.name;
  const lang = htmlLang(locale);
  const date = formatters(intlLocale(locale)).date(EFFECTIVE, { dateStyle: 'long', timeZone: 'UTC' });
  const home = homePath(locale);
  const sections = userAgreementSections(site.name, site.support.email);
  const copyright = copyrightLine(site.copyright, site.name, now, intlLocale(locale));
  const year = copyright.kind === 'nameAndYear' ? copyright.year : '';
  const help = safeLink(localizedPath(site.support.url, locale), [site.webSiteDomain]);
  // English binds (docs/i18n.md, "Legal documents"): every other reading says it is a translation.
  const translation = lang.split('-')[0] !== 'en';
  return (
    <html lang={lang} dir={textDirection(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="robots" content="index, follow" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <title>{`${t`User agreement`} · ${siteName}`}</title>
        {/* A constant of this file, not data: no text of anyone's goes in. */}
        <style dangerouslySetInnerHTML={{ __html: STYLE }} />
      </head>
      <body>
        <header>
          <div className="bar">
            <a className="brand" href={home}>
              <picture>
                <source srcSet={site.logo.night} media="(prefers-color-scheme: dark)" />
                <img src={site.logo.light} alt={siteName} height={28} />
              </picture>
            </a>
            <a className="back" href={home}>
              <Trans>Back to home</Trans>
            </a>
          </div>
        </header>
        <main>
          <h1>
            <Trans>User agreement</Trans>
          </h1>
          <p className="effective">
            <Trans>Effective {date}</Trans> · {siteName} (<bdi>{site.webSiteDomain}</bdi>)
          </p>
          {translation && (
            <p className="notice" data-testid="legal-translation-notice">
              <Trans>This is a translation provided for your convenience. If it differs from the English version, the English version applies.</Trans>{' '}
              <a href={AGREEMENT_DOCUMENT_PATH} hrefLang="en">
                <Trans>Read the English version</Trans>
              </a>
            </p>
          )}
          <nav className="toc" aria-labelledby="toc-title">
            <h2 id="toc-title">
              <Trans>Contents</Trans>
            </h2>
            <ol>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
          {sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id}>
                {index + 1}. {section.heading}
              </h2>
              {section.body}
            </section>
          ))}
        </main>
        <footer>
          <div className="bar">
            <span>{copyright.kind === 'fixed' ? copyright.text : <Trans>© {year} {siteName}. All rights reserved.</Trans>}</span>
            {help !== undefined && (
              <a href={help}>
                <Trans>Help centre</Trans>
              </a>
            )}
          </div>
        </footer>
      </body>
    </html>
  );
}
