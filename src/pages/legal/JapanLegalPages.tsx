/** /legal/jp and /legal/jp/{slug}: the Japan site's statutory disclosures. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Card, Page, PageHeader } from '../../ui/content/Page';
import { JAPAN_DOCS } from './japanDocs';
import { JAPAN_DOC_SLUGS, JAPAN_DOC_TITLES, type JapanDocSlug } from './japanDocTitles';
import { LegalDocument } from './LegalDocument';

export function JapanLegalIndexPage() {
  const { i18n } = useLingui();
  return (
    <Page>
      <PageHeader title={<Trans>Disclosures (Japan)</Trans>} lead={<Trans>Policies and statutory disclosures of our registered crypto asset exchange service in Japan.</Trans>} />
      <Card className="ui-card--flush">
        <ul className="ui-list" data-testid="jp-legal-list">
          {JAPAN_DOC_SLUGS.map((slug) => (
            <li className="ui-list__item" key={slug}>
              <Link to="/{-$locale}/legal/jp/$doc" params={{ doc: slug }} className="ui-list__title ui-link">
                {i18n._(JAPAN_DOC_TITLES[slug])}
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </Page>
  );
}

export function JapanLegalPage({ slug }: { slug: JapanDocSlug }) {
  const { i18n } = useLingui();
  const sections = JAPAN_DOCS[slug].map((section) => ({
    id: section.id,
    heading: i18n._(section.heading),
    body: (
      <>
        {section.paragraphs.map((paragraph, index) => (
          <p key={index}>{i18n._(paragraph)}</p>
        ))}
      </>
    ),
  }));
  return (
    <LegalDocument
      title={i18n._(JAPAN_DOC_TITLES[slug])}
      effective="2025-04-01"
      sections={sections}
      governing="ja"
      after={
        <Link to="/{-$locale}/legal/jp" className="ui-link">
          <Trans>All disclosures</Trans>
        </Link>
      }
    />
  );
}
