/** /state_compliance_tips: the restricted-region page (SPEC sections 2, 4, 5). */
import { RESTRICTED_REGION_EXAMPLES, useRegionName } from '../../i18n/regionNames';
import { Trans } from '@lingui/react/macro';
import { useSite } from '../../site/site';
import { Notice, Page, PageHeader } from '../../ui/content/Page';

/** /state_compliance_tips: the restricted-region page (SPEC section 5 lists example regions). */
export function RestrictedRegionPage() {
  const site = useSite();
  const siteName = site.name;
  const email = site.support.email;
  const regionName = useRegionName();
  const regions = RESTRICTED_REGION_EXAMPLES.map(regionName);
  return (
    <Page>
      <PageHeader title={<Trans>Our services are not available in your region</Trans>} lead={<Trans>Laws where you are do not allow {siteName} to offer its services to you.</Trans>} />
      <Notice tone="warn" title={<Trans>Restricted regions include</Trans>}>
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {regions.map((region) => (
            <li key={region}>{region}</li>
          ))}
        </ul>
      </Notice>
      <p className="ui-muted">
        <Trans>
          If you have an account and believe this is a mistake, write to <a className="ui-link" href={`mailto:${email}`}>{email}</a>. You can still log in to withdraw your assets.
        </Trans>
      </p>
    </Page>
  );
}
