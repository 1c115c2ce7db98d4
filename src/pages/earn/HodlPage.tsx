/**
 * /hodl: HODL & Earn, on-chain staking products with their lock periods (docs/earn.md). Stake
 * opens the stake panel over the list; the positions unstake (flexible) or show their lock's end.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useLoggedIn } from '../../facts/hooks';
import { EarnHistoryTable, EarnPositionsTable, EarnStakePanel } from '../../widgets/money';
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
  const loggedIn = useLoggedIn();
  const products = useQuery(stakingProductsQuery());
  const [selected, setSelected] = useState<StakingProduct | null>(null);
  const columns: Column<StakingProduct>[] = [
    { id: 'asset', header: <Trans>Asset</Trans>, sortValue: (r) => r.asset, cell: (r) => <span className="ui-asset-cell"><CoinIcon symbol={r.asset} /><span className="ui-asset-cell__symbol">{r.asset}</span></span> },
    { id: 'apr', header: <Trans>Estimated annual rate</Trans>, align: 'end', sortValue: (r) => r.apr, cell: (r) => <span className="rise ui-strong">{format.percent(r.apr)}</span> },
    { id: 'lock', header: <Trans>Lock period</Trans>, sortValue: (r) => r.lockDays, cell: (r) => (r.lockDays === 0 ? <Badge tone="accent">{t`Flexible`}</Badge> : <Badge>{t`${r.lockDays} days`}</Badge>) },
    { id: 'staked', header: <Trans>Total staked</Trans>, align: 'end', wide: true, sortValue: (r) => r.staked, cell: (r) => `${format.compact(r.staked)} ${r.asset}` },
    {
      id: 'go',
      header: <span className="visually-hidden">{t`Action`}</span>,
      align: 'end',
      cell: (r) =>
        loggedIn ? (
          <button type="button" className={btn('primary', 'sm')} aria-pressed={selected?.asset === r.asset} onClick={() => setSelected(r)}>
            {t`Stake`}
          </button>
        ) : (
          <Link to="/{-$locale}/login" className={btn('primary', 'sm')}>
            {t`Log in`}
          </Link>
        ),
    },
  ];
  return (
    <Page>
      <PageHeader eyebrow={<Trans>HODL & Earn</Trans>} title={<Trans>Stake and earn on-chain rewards</Trans>} lead={<Trans>We stake on your behalf with audited validators and pass the network rewards to you, minus a small service fee.</Trans>} />
      {selected && (
        <EarnStakePanel
          key={selected.asset}
          product={{ type: 'staking', id: selected.asset, asset: selected.asset, minAmount: selected.minAmount, maxAmount: selected.maxAmount, step: selected.step }}
          title={<StakeTitle stake={selected.asset} />}
          action={t`Stake`}
          details={[
            { label: <Trans>Estimated annual rate</Trans>, value: <span className="rise">{format.percent(selected.apr)}</span> },
            { label: <Trans>Lock period</Trans>, value: selected.lockDays === 0 ? t`Flexible` : t`${selected.lockDays} days` },
            { label: <Trans>Redemption</Trans>, value: selected.lockDays === 0 ? <Trans>Any time</Trans> : <Trans>At maturity</Trans> },
          ]}
          onClose={() => setSelected(null)}
        />
      )}
      {loggedIn && (
        <Section title={<Trans>My earn positions</Trans>}>
          <EarnPositionsTable types={['staking']} testId="staking-positions" />
        </Section>
      )}
      <Section title={<Trans>Staking products</Trans>}>
        <ListGate query={products} empty={<Trans>No staking products right now</Trans>}>
          {(rows) => (
            // Wider than a phone (456 px at 390): it scrolls inside its card rather than widening the page.
            <div className="money-scroll">
              <DataTable rows={rows} columns={columns} rowKey={(r) => r.asset} caption={t`Staking products`} initialSort={{ id: 'apr', direction: 'desc' }} />
            </div>
          )}
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
      {loggedIn && (
        <Section title={<Trans>Earn history</Trans>}>
          <EarnHistoryTable types={['staking']} />
        </Section>
      )}
    </Page>
  );
}

/** "Stake ETH": the Launchpool card's message, one translation. */
function StakeTitle({ stake }: { stake: string }) {
  return <Trans>Stake {stake}</Trans>;
}
