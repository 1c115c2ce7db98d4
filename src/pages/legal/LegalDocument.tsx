/**
 * A legal document: title, effective date, a table of contents, numbered sections, and the
 * site's other legal documents (from the site config's `docs`).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useSite } from '../../site/site';
import { useFormat } from '../../i18n/format';
import { AppLink } from '../../ui/AppLink';
import { useLocalizedPath } from '../../site/useLocalizedPath';
import { Notice, Page, PageHeader } from '../../ui/content/Page';
import { useLocation } from '@tanstack/react-router';
import { localizedPath } from '../../i18n/localePaths';
import { htmlLang, type Locale } from '../../i18n/locales';
import { useLocale } from '../../i18n/useLocale';
import './legal.css';

export interface LegalSection {
  id: string;
  heading: ReactNode;
  body: ReactNode;
}

const DOC_KEYS = ['userAgreement', 'privacyPolicy', 'riskDisclosure', 'licenses', 'fee', 'about'] as const;
export type DocKey = (typeof DOC_KEYS)[number];

function useDocLabel(): (key: DocKey) => string {
  const { t } = useLingui();
  return (key) => {
    switch (key) {
      case 'userAgreement':
        return t`User agreement`;
      case 'privacyPolicy':
        return t`Privacy policy`;
      case 'riskDisclosure':
        return t`Risk disclosure`;
      case 'licenses':
        return t`Licences and registrations`;
      case 'fee':
        return t`Fee schedule`;
      default:
        return t`About us`;
    }
  };
}

/** The site's legal documents, as listed in its config (`docs`). */
export function SiteDocsNav({ current }: { current?: DocKey }) {
  const { t } = useLingui();
  const site = useSite();
  const label = useDocLabel();
  const localize = useLocalizedPath();
  const docs = site.docs as Partial<Record<DocKey, string>>;
  const entries = DOC_KEYS.filter((key) => typeof docs[key] === 'string');
  return (
    <nav aria-label={t`Legal documents`} className="ui-stack" style={{ gap: 6 }} data-testid="site-docs">
      <p className="ui-doc__nav-title">
        <Trans>Legal documents</Trans>
      </p>
      <ul className="ui-list" style={{ gap: 4 }}>
        {entries.map((key) => (
          <li key={key}>
            <AppLink href={localize(docs[key] ?? '/')} className="ui-link ui-small" aria-current={key === current ? 'page' : undefined}>
              {label(key)}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The language whose version of a legal document binds (docs/i18n.md): English for the global
 * documents, Japanese for the Japan disclosures. Every other reading is a translation, and says so.
 */
export type GoverningLanguage = 'en' | 'ja';

const GOVERNING_LOCALE: Record<GoverningLanguage, Locale> = { en: 'en', ja: 'ja-jp' };

/** A line in the reader's language that the translation is for convenience, with the binding version one click away. */
function TranslationNotice({ governing }: { governing: GoverningLanguage }) {
  const locale = useLocale();
  const { pathname } = useLocation();
  if (htmlLang(locale).split('-')[0] === governing) return null;
  const href = localizedPath(pathname, GOVERNING_LOCALE[governing]);
  return (
    <div data-testid="legal-translation-notice">
      <Notice>
        {governing === 'ja' ? (
          <Trans>This is a translation provided for your convenience. If it differs from the Japanese version, the Japanese version applies.</Trans>
        ) : (
          <Trans>This is a translation provided for your convenience. If it differs from the English version, the English version applies.</Trans>
        )}{' '}
        <a className="ui-link" href={href} hrefLang={htmlLang(GOVERNING_LOCALE[governing])}>
          {governing === 'ja' ? <Trans>Read the Japanese version</Trans> : <Trans>Read the English version</Trans>}
        </a>
      </Notice>
    </div>
  );
}

export function LegalDocument({ title, lead, effective, sections, current, after, governing = 'en' }: { title: ReactNode; lead?: ReactNode; effective: string; sections: readonly LegalSection[]; current?: DocKey; after?: ReactNode; governing?: GoverningLanguage }) {
  const { t } = useLingui();
  const format = useFormat();
  const date = format.date(effective, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <Page>
      <PageHeader title={title} lead={lead ?? <Trans>Effective {date}</Trans>} />
      <div className="ui-doc">
        <aside className="ui-doc__toc ui-stack">
          <nav aria-label={t`Contents`} className="ui-stack" style={{ gap: 4 }}>
            {sections.map((section, index) => (
              <a key={section.id} href={`#${section.id}`}>
                {index + 1}. {section.heading}
              </a>
            ))}
          </nav>
          <SiteDocsNav current={current} />
        </aside>
        <div className="ui-doc__body">
          <TranslationNotice governing={governing} />
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-h`}>
              <h2 id={`${section.id}-h`}>
                {index + 1}. {section.heading}
              </h2>
              {section.body}
            </section>
          ))}
          {after}
        </div>
      </div>
    </Page>
  );
}
