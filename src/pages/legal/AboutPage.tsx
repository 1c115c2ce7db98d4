/** /about-us (and /about_us): who we are, with the exchange's figures from the backend. */
import { Trans } from '@lingui/react/macro';
import { useQuery } from '../../api/hooks';
import { homeStaticTradeDataQuery } from '../../api/queries';
import { useSite } from '../../site/site';
import { useFormat } from '../../i18n/format';
import { Card, Page, PageHeader, StatGrid } from '../../ui/content/Page';
import { SiteDocsNav } from './LegalDocument';

export function AboutPage() {
  const site = useSite();
  const format = useFormat();
  const stats = useQuery(homeStaticTradeDataQuery()).data?.data;
  const siteName = site.name;
  const num = (value: string | number | undefined) => Number(value ?? 0);
  return (
    <Page>
      <PageHeader eyebrow={<Trans>About us</Trans>} title={<Trans>Building a safer way to own crypto</Trans>} lead={<Trans>{siteName} lets people buy, sell, trade and earn on digital assets, with the security and transparency a financial service owes its customers.</Trans>} />
      <StatGrid
        stats={[
          { label: <Trans>Registered users</Trans>, value: stats ? format.compact(num(stats.user_register_count)) : '—' },
          { label: <Trans>Listed coins</Trans>, value: stats ? format.number(num(stats.curr_count)) : '—' },
          { label: <Trans>24h trading volume</Trans>, value: stats ? format.money(num(stats.trading_volume), 'USD', { notation: 'compact' }) : '—' },
          { label: <Trans>Reserve ratio</Trans>, value: stats ? format.percent(num(stats.total_reserve_rate), 1) : '—' },
        ]}
      />
      <div className="ui-grid ui-grid--3">
        <Card>
          <h2 className="ui-card__title">
            <Trans>Security first</Trans>
          </h2>
          <p className="ui-card__text">
            <Trans>Most customer assets sit in cold storage. Our reserves are audited and published every month.</Trans>
          </p>
        </Card>
        <Card>
          <h2 className="ui-card__title">
            <Trans>Regulated where we operate</Trans>
          </h2>
          <p className="ui-card__text">
            <Trans>Our regional sites hold the licences their markets require and follow local rules.</Trans>
          </p>
        </Card>
        <Card>
          <h2 className="ui-card__title">
            <Trans>Support around the clock</Trans>
          </h2>
          <p className="ui-card__text">
            <Trans>A support team in many languages answers every day of the year.</Trans>
          </p>
        </Card>
      </div>
      <SiteDocsNav current="about" />
    </Page>
  );
}
