/** /crypto-market-data: the market at a glance, movers, and every pair's 24 h figures. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Num } from '../../ui/content/Num';
import { useFormat } from '../../i18n/format';
import { Change } from '../../ui/content/Change';
import { useMarkets, type Market } from '../../widgets/market-data';
import { Card, CoinIcon, Page, PageHeader, Section, StatGrid } from '../../ui/content/Page';
import { MarketsTable } from './MarketsTable';

function Movers({ title, markets }: { title: ReactNode; markets: readonly Market[] }) {
  const format = useFormat();
  return (
    <Card className="ui-card--flush">
      <h3 className="ui-panel-head">{title}</h3>
      <ul className="ui-list">
        {markets.map((m) => (
          <li className="ui-list__item" key={m.pair}>
            <CoinIcon symbol={m.base} size={32} />
            <div className="ui-list__main">
              <Link to="/{-$locale}/trade/$pair" params={{ pair: m.pair }} className="ui-list__title ui-link">
                {m.base}/{m.quote}
              </Link>
              <span className="ui-list__text">{m.name}</span>
            </div>
            <div className="ui-stack" style={{ gap: 2, alignItems: 'flex-end' }}>
              <Num className="ui-strong" text={format.price(m.last)} />
              <Change value={m.change} />
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function MarketDataPage() {
  const { t } = useLingui();
  const format = useFormat();
  const { markets, loading } = useMarkets();
  const byChange = [...markets].sort((a, b) => b.change - a.change);
  const totalCap = markets.reduce((sum, m) => sum + (m.marketCap ?? 0), 0);
  const volume = markets.reduce((sum, m) => sum + m.quoteVolume, 0);
  const btc = markets.find((m) => m.base === 'BTC');
  const dominance = btc?.marketCap && totalCap ? (btc.marketCap / totalCap) * 100 : undefined;
  const breadth = markets.length ? (markets.filter((m) => m.change > 0).length / markets.length) * 100 : undefined;

  return (
    <Page>
      <PageHeader
        title={<Trans>Crypto market data</Trans>}
        lead={<Trans>Market capitalisation, volume and the day's biggest movers across all listed markets.</Trans>}
      />
      <StatGrid
        label={t`Market overview`}
        stats={[
          { label: <Trans>Total market cap (listed)</Trans>, value: format.money(totalCap, 'USD', { notation: 'compact', maximumFractionDigits: 2 }) },
          { label: <Trans>24h volume</Trans>, value: format.money(volume, 'USD', { notation: 'compact', maximumFractionDigits: 2 }) },
          { label: <Trans>Bitcoin dominance</Trans>, value: dominance === undefined ? '—' : format.percent(dominance, 1) },
          { label: <Trans>Markets rising</Trans>, value: breadth === undefined ? '—' : format.percent(breadth, 0) },
        ]}
      />
      {!loading && markets.length > 0 && (
        <div className="ui-grid ui-grid--2">
          <Movers title={<Trans>Top gainers</Trans>} markets={byChange.slice(0, 4)} />
          <Movers title={<Trans>Top losers</Trans>} markets={byChange.slice(-4).reverse()} />
        </div>
      )}
      <Section title={<Trans>All pairs</Trans>}>
        <MarketsTable markets={markets} loading={loading} caption={t`Market data by pair`} variant="data" />
      </Section>
    </Page>
  );
}
