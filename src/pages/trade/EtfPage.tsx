/** /etf: leveraged tokens (3× long and short), with net value, change and rebalancing. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { DataTable, type Column } from '../../ui/content/DataTable';
import { useFormat } from '../../i18n/format';
import { Change } from '../../ui/content/Change';
import { useMarkets } from '../../widgets/market-data';
import { AssetCell, Badge, Faq, Page, PageHeader, Section, Skeleton } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';

interface LeveragedToken {
  symbol: string;
  base: string;
  direction: 'long' | 'short';
  nav: number;
  change: number;
}

function leveragedTokens(markets: readonly { base: string; quote: string; change: number; last: number }[]): LeveragedToken[] {
  return markets
    .filter((m) => m.quote === 'USDT')
    .slice(0, 6)
    .flatMap((m) => [
      { symbol: `${m.base}3L`, base: m.base, direction: 'long' as const, nav: (m.last / 1000) * 3 + 0.5, change: m.change * 3 },
      { symbol: `${m.base}3S`, base: m.base, direction: 'short' as const, nav: 1000 / (m.last + 1000) + 0.1, change: -m.change * 3 },
    ]);
}

export function EtfPage() {
  const { t } = useLingui();
  const format = useFormat();
  const { markets, loading } = useMarkets();
  const rows = leveragedTokens(markets);
  const columns: Column<LeveragedToken>[] = [
    {
      id: 'token',
      header: <Trans>Token</Trans>,
      sortValue: (r) => r.symbol,
      cell: (r) => (
        <AssetCell icon={r.base} symbol={r.symbol} name={r.direction === 'long' ? t`3× long ${r.base}` : t`3× short ${r.base}`} />
      ),
    },
    { id: 'direction', header: <Trans>Direction</Trans>, wide: true, cell: (r) => (r.direction === 'long' ? <Badge tone="rise">{t`Long`}</Badge> : <Badge tone="fall">{t`Short`}</Badge>) },
    { id: 'nav', header: <Trans>Net value</Trans>, align: 'end', sortValue: (r) => r.nav, cell: (r) => `${format.price(r.nav, 4)} USDT` },
    { id: 'change', header: <Trans>24h change</Trans>, align: 'end', sortValue: (r) => r.change, cell: (r) => <Change value={r.change} /> },
    {
      id: 'trade',
      header: <span className="visually-hidden">{t`Action`}</span>,
      align: 'end',
      cell: (r) => (
        <Link to="/{-$locale}/trade/$pair" params={{ pair: `${r.base}_USDT` }} className={btn('secondary', 'sm')}>
          <Trans context="button">Trade</Trans>
        </Link>
      ),
    },
  ];
  return (
    <Page>
      <PageHeader eyebrow={<Trans>Leveraged ETF</Trans>} title={<Trans>Leverage without liquidation</Trans>} lead={<Trans>Leveraged tokens hold a 3× futures position and rebalance daily. Trade them like any spot coin: no margin, no liquidation price.</Trans>} />
      <Section title={<Trans>All leveraged tokens</Trans>}>{loading ? <Skeleton lines={6} /> : <DataTable rows={rows} columns={columns} rowKey={(r) => r.symbol} caption={t`Leveraged tokens`} initialSort={{ id: 'change', direction: 'desc' }} />}</Section>
      <Section title={<Trans>Good to know</Trans>}>
        <Faq
          items={[
            { question: <Trans>Why does the return differ from 3× the coin's move?</Trans>, answer: <Trans>Daily rebalancing compounds returns. In sideways markets the token can lose value even when the coin ends where it started.</Trans> },
            { question: <Trans>Is there a management fee?</Trans>, answer: <Trans>A daily fee of 0.1% of net value covers the futures funding and rebalancing costs.</Trans> },
          ]}
        />
      </Section>
    </Page>
  );
}
