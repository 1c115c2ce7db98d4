/** /page/contacts: the support and business e-mail addresses of the current site. */
import { Trans } from '@lingui/react/macro';
import { useSite } from '../../site/site';
import { Card, KeyValues, Page, PageHeader } from '../../ui/content/Page';
import { SiteDocsNav } from './LegalDocument';

export function ContactsPage() {
  const site = useSite();
  const support = site.support.email;
  const business = site.business.email;
  return (
    <Page>
      <PageHeader title={<Trans>Contact us</Trans>} lead={<Trans>How to reach the right team.</Trans>} />
      <div className="ui-grid ui-grid--2">
        <Card>
          <h2 className="ui-card__title">
            <Trans>Customer support</Trans>
          </h2>
          <KeyValues
            items={[
              { label: <Trans>E-mail</Trans>, value: <a className="ui-link" href={`mailto:${support}`}>{support}</a> },
              { label: <Trans>Hours</Trans>, value: <Trans>24 hours, every day</Trans> },
            ]}
          />
        </Card>
        <Card>
          <h2 className="ui-card__title">
            <Trans>Business and listings</Trans>
          </h2>
          <KeyValues items={[{ label: <Trans>E-mail</Trans>, value: <a className="ui-link" href={`mailto:${business}`}>{business}</a> }]} />
        </Card>
      </div>
      <SiteDocsNav />
    </Page>
  );
}
