/** /hodl: HODL & Earn, on-chain staking products with their lock periods. */
import { Trans, useLingui } from '@lingui/react/macro';
import { DataTable, type Column } from '../../ui/content/DataTable';
import { useFormat } from '../../i18n/format';
import { Badge, CoinIcon, Page, PageHeader, Section, Steps } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';
import { stakingProductsQuery, type StakingProduct } from '../../api';
import { useQuery } from '../../api/hooks';
import { ListGate } from '../../shell/entity';

export function HodlPage() {
  const { t } = useLingui();
  const format = useFormat();
  const products = useQuery(stakingProductsQuery());
  const columns: Column<StakingProduct>[] = [
    { id: 'asset', header: <Trans>Asset</Trans>, sortValue: (r) => r.asset, cell: (r) => <span className="ui-asset-cell"><CoinIcon symbol={r.asset} /><span className="ui-asset-cell__symbol">{r.asset}</span></span> },
    { id: 'apr', header: <Trans>Estimated annual rate</Trans>, align: 'end', sortValue: (r) => r.apr, cell: (r) => <span className="rise ui-strong">{format.percent(r.apr)}</span> },
    { id: 'lock', header: <Trans>Lock period</Trans>, sortValue: (r) => r.lockDays, cell: (r) => (r.lockDays === 0 ? <Badge tone="accent">{t`Flexible`}</Badge> : <Badge>{t`${r.lockDays} days`}</Badge>) },
    { id: 'staked', header: <Trans>Total staked</Trans>, align: 'end', wide: true, sortValue: (r) => r.staked, cell: (r) => `${format.compact(r.staked)} ${r.asset}` },
    { id: 'go', header: <span className="visually-hidden">{t`Action`}</span>, align: 'end', cell: () => <button type="button" className={btn('primary', 'sm')}>{t`Stake`}</button> },
  ];
  return (
    <Page>
      <PageHeader eyebrow={<Trans>HODL & Earn</Trans>} title={<Trans>Stake and earn on-chain rewards</Trans>} lead={<Trans>We stake on your behalf with audited validators and pass the network rewards to you, minus a small service fee.</Trans>} />
      <Section title={<Trans>Staking products</Trans>}>
        <ListGate query={products} empty={<Trans>No staking products right now</Trans>}>
          {(rows) => <DataTable rows={rows} columns={columns} rowKey={(r) => r.asset} caption={t`Staking products`} initialSort={{ id: 'apr', direction: 'desc' }} />}
        </ListGate>
      </Section>
      <Section title={<Trans>How it works</Trans>}>
        <Steps
          steps={[
            { title: <Trans>Choose an asset</Trans>, text: <Trans>Flexible products can be unstaked at any time; locked ones pay more.</Trans> },
            { title: <Trans>Earn every day</Trans>, text: <Trans>Rewards accrue daily from the day after you stake.</Trans> },
            { title: <Trans>Unstake</Trans>, text: <Trans>Some networks hold unstaked funds for an unbonding period before they return.</Trans> },
          ]}
        />
      </Section>
    </Page>
  );
}
