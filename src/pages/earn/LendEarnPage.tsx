/**
 * /lend-earn: lend to margin traders at market rates, paid hourly (docs/earn.md). Lend opens the
 * panel over the list; a loan is withdrawn at any time (utilisation is shown, not modelled).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useLoggedIn } from '../../facts/hooks';
import { EarnHistoryTable, EarnPositionsTable, EarnStakePanel } from '../../widgets/money';
import { DataTable, type Column } from '../../ui/content/DataTable';
import { useFormat } from '../../i18n/format';
import { CoinIcon, Page, PageHeader, Progress, Section, StatGrid, Steps } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';
import { lendingMarketsQuery, type LendingMarket } from '../../api';
import { useQuery } from '../../api/hooks';
import { ListGate } from '../../shell/entity';

export function LendEarnPage() {
  const { t } = useLingui();
  const format = useFormat();
  const loggedIn = useLoggedIn();
  const query = useQuery(lendingMarketsQuery());
  const [selected, setSelected] = useState<LendingMarket | null>(null);
  const lending = query.data?.data ?? [];
  const best = lending.length > 0 ? Math.max(...lending.map((m) => m.maxRate)) : 0;
  const columns: Column<LendingMarket>[] = [
    {
      id: 'asset',
      header: <Trans>Asset</Trans>,
      sortValue: (r) => r.asset,
      cell: (r) => (
        <span className="ui-asset-cell">
          <CoinIcon symbol={r.asset} />
          <span className="ui-asset-cell__symbol">{r.asset}</span>
        </span>
      ),
    },
    { id: 'rate', header: <Trans>Current rate</Trans>, align: 'end', sortValue: (r) => r.rate, cell: (r) => <span className="rise ui-strong">{format.percent(r.rate)}</span> },
    { id: 'max', header: <Trans>24h high</Trans>, align: 'end', wide: true, sortValue: (r) => r.maxRate, cell: (r) => format.percent(r.maxRate) },
    {
      id: 'use',
      header: <Trans>Utilisation</Trans>,
      wide: true,
      sortValue: (r) => r.utilisation,
      cell: (r) => (
        <div style={{ minInlineSize: 120 }}>
          <Progress value={r.utilisation} label={t`Utilisation of ${r.asset}`} />
        </div>
      ),
    },
    {
      id: 'go',
      header: <span className="visually-hidden">{t`Action`}</span>,
      align: 'end',
      cell: (r) =>
        loggedIn ? (
          <button type="button" className={btn('primary', 'sm')} aria-pressed={selected?.asset === r.asset} onClick={() => setSelected(r)}>
            {t`Lend`}
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
      <PageHeader eyebrow={<Trans>Lend & Earn</Trans>} title={<Trans>Lend to margin traders, earn by the hour</Trans>} lead={<Trans>Your funds are lent to margin borrowers whose loans are over-collateralised. Rates follow demand and are paid every hour.</Trans>} />
      <StatGrid
        stats={[
          { label: <Trans>Highest rate in 24h</Trans>, value: <span className="rise">{format.percent(best)}</span> },
          { label: <Trans>Assets</Trans>, value: format.number(lending.length) },
          { label: <Trans>Interest paid</Trans>, value: <Trans>Hourly</Trans> },
        ]}
      />
      {selected && (
        <EarnStakePanel
          key={selected.asset}
          product={{ type: 'lend', id: selected.asset, asset: selected.asset, minAmount: selected.minAmount, maxAmount: selected.maxAmount, step: selected.step }}
          title={<LendTitle asset={selected.asset} />}
          action={t`Lend`}
          details={[
            { label: <Trans>Current rate</Trans>, value: <span className="rise">{format.percent(selected.rate)}</span> },
            { label: <Trans>Interest paid</Trans>, value: <Trans>Hourly</Trans> },
            { label: <Trans>Redemption</Trans>, value: <Trans>Any time</Trans> },
          ]}
          onClose={() => setSelected(null)}
        />
      )}
      {loggedIn && (
        <Section title={<Trans>My earn positions</Trans>}>
          <EarnPositionsTable types={['lend']} testId="lend-positions" />
        </Section>
      )}
      <Section title={<Trans>Lending markets</Trans>}>
        <ListGate query={query} empty={<Trans>No lending markets right now</Trans>}>
          {(rows) => <DataTable rows={rows} columns={columns} rowKey={(r) => r.asset} caption={t`Lending markets`} initialSort={{ id: 'rate', direction: 'desc' }} />}
        </ListGate>
      </Section>
      <Section title={<Trans>How lending works</Trans>}>
        <Steps
          steps={[
            { title: <Trans>Choose an asset</Trans>, text: <Trans>You lend at the market's current rate, fixed for your loan.</Trans> },
            { title: <Trans>Earn hourly</Trans>, text: <Trans>Interest is credited every hour your funds are on loan.</Trans> },
            { title: <Trans>Redeem when you like</Trans>, text: <Trans>Your funds and the interest credited so far return to spot at once.</Trans> },
          ]}
        />
      </Section>
      {loggedIn && (
        <Section title={<Trans>Earn history</Trans>}>
          <EarnHistoryTable types={['lend']} />
        </Section>
      )}
    </Page>
  );
}

function LendTitle({ asset }: { asset: string }) {
  return <Trans>Lend {asset}</Trans>;
}
