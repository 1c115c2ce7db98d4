/**
 * /pre-market and /premint: trade token allocations before the token lists. Pre-market trades
 * allocations of projects with a confirmed listing; Premint trades points and allocations of
 * projects that have not minted their token yet.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { DataTable, type Column } from '../../ui/content/DataTable';
import { useFormat } from '../../i18n/format';
import { Change } from '../../ui/content/Change';
import { AssetCell, Badge, Page, PageHeader, Section, StatGrid, Steps } from '../../ui/content/Page';
import { preMarketProjectsQuery, type PreMarketProject } from '../../api';
import { useQuery } from '../../api/hooks';
import { ListGate } from '../../shell/entity';

export function PreMarketPage({ variant }: { variant: 'pre-market' | 'premint' }) {
  const { t } = useLingui();
  const format = useFormat();
  const query = useQuery(preMarketProjectsQuery());
  const all = query.data?.data ?? [];
  const rows = variant === 'premint' ? all.filter((p) => p.status !== 'settling') : all;
  const statusLabel = (status: PreMarketProject['status']) =>
    status === 'trading' ? <Badge tone="rise">{t`Trading`}</Badge> : status === 'settling' ? <Badge tone="warn">{t`Settling`}</Badge> : <Badge>{t`Upcoming`}</Badge>;
  const columns: Column<PreMarketProject>[] = [
    {
      id: 'project',
      header: <Trans>Project</Trans>,
      sortValue: (r) => r.name,
      cell: (r) => (
        <AssetCell icon={r.symbol} symbol={r.symbol} name={r.name} />
      ),
    },
    { id: 'status', header: <Trans>Status</Trans>, cell: (r) => statusLabel(r.status) },
    { id: 'price', header: <Trans>Last price</Trans>, align: 'end', sortValue: (r) => r.price, cell: (r) => (r.status === 'upcoming' ? '—' : `${format.price(r.price)} USDT`) },
    { id: 'change', header: <Trans>24h change</Trans>, align: 'end', wide: true, sortValue: (r) => r.change, cell: (r) => <Change value={r.change} /> },
    { id: 'volume', header: <Trans>Volume</Trans>, align: 'end', wide: true, sortValue: (r) => r.volume, cell: (r) => format.compact(r.volume) },
    { id: 'settles', header: variant === 'premint' ? <Trans>Mint date</Trans> : <Trans>Settlement</Trans>, align: 'end', sortValue: (r) => r.settles, cell: (r) => format.date(r.settles) },
  ];
  const volume = rows.reduce((sum, r) => sum + r.volume, 0);
  return (
    <Page>
      {variant === 'premint' ? (
        <PageHeader eyebrow={<Trans>Premint</Trans>} title={<Trans>Trade allocations before the token mints</Trans>} lead={<Trans>Buy or sell points and allocations of upcoming projects. Positions convert to tokens on the mint date, or are refunded if the project does not mint.</Trans>} />
      ) : (
        <PageHeader eyebrow={<Trans>Pre-market</Trans>} title={<Trans>Trade tokens before they list</Trans>} lead={<Trans>Agree a price today for tokens that list soon. Sellers post collateral; buyers receive tokens at settlement.</Trans>} />
      )}
      <StatGrid
        stats={[
          { label: <Trans>Projects</Trans>, value: format.number(rows.length) },
          { label: <Trans>Trading now</Trans>, value: format.number(rows.filter((r) => r.status === 'trading').length) },
          { label: <Trans>Total volume</Trans>, value: format.money(volume, 'USD', { notation: 'compact' }) },
        ]}
      />
      <Section title={<Trans>Projects</Trans>}>
        <ListGate query={query} empty={<Trans>No projects right now</Trans>}>
          {() => <DataTable rows={rows} columns={columns} rowKey={(r) => r.id} caption={t`Projects`} />}
        </ListGate>
      </Section>
      <Section title={<Trans>How settlement works</Trans>}>
        <Steps
          steps={[
            { title: <Trans>Place an order</Trans>, text: <Trans>Buyers pay USDT; sellers lock collateral equal to the order value.</Trans> },
            { title: <Trans>Wait for settlement</Trans>, text: <Trans>On the settlement date sellers deliver tokens, which are credited to buyers.</Trans> },
            { title: <Trans>Protected if a seller fails</Trans>, text: <Trans>If a seller does not deliver, the buyer receives the seller's collateral.</Trans> },
          ]}
        />
      </Section>
    </Page>
  );
}
