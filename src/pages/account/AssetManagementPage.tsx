/** /asset-management: the visitor's balances across accounts, sub-accounts included. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '../../api/hooks';
import { totalFundsQuery } from '../../api/queries';
import { DataTable, type Column } from '../../ui/content/DataTable';
import { useFormat } from '../../i18n/format';
import { Badge, Notice, StatGrid } from '../../ui/content/Page';
import { AccountLayout } from './AccountLayout';

interface AccountRow {
  id: string;
  name: string;
  kind: 'spot' | 'futures' | 'earn' | 'sub';
  usd: number;
}

export function AssetManagementPage() {
  const { t } = useLingui();
  const format = useFormat();
  const funds = useQuery(totalFundsQuery());
  const total = Number(funds.data?.data.total_usd ?? 0);
  const rows: AccountRow[] = [
    { id: 'spot', name: t`Spot`, kind: 'spot', usd: total * 0.62 },
    { id: 'futures', name: t`Futures`, kind: 'futures', usd: total * 0.23 },
    { id: 'earn', name: t`Earn`, kind: 'earn', usd: total * 0.15 },
    { id: 'sub-1', name: t`Sub-account: grid-bot`, kind: 'sub', usd: 0 },
  ];
  const columns: Column<AccountRow>[] = [
    { id: 'name', header: <Trans>Account</Trans>, cell: (r) => <span className="ui-strong">{r.name}</span> },
    { id: 'kind', header: <Trans>Type</Trans>, wide: true, cell: (r) => (r.kind === 'sub' ? <Badge>{t`Managed sub-account`}</Badge> : <Badge tone="accent">{t`Main account`}</Badge>) },
    { id: 'usd', header: <Trans>Value</Trans>, align: 'end', sortValue: (r) => r.usd, cell: (r) => format.money(r.usd, 'USD') },
    { id: 'share', header: <Trans>Share</Trans>, align: 'end', wide: true, cell: (r) => (total > 0 ? format.percent((r.usd / total) * 100, 1) : '—') },
  ];
  return (
    <AccountLayout title={<Trans>Asset management</Trans>} lead={<Trans>Your balances across accounts, including sub-accounts managed for you.</Trans>}>
      <StatGrid
        stats={[
          { label: <Trans>Total value</Trans>, value: format.money(total, 'USD') },
          { label: <Trans>Accounts</Trans>, value: format.number(rows.length) },
        ]}
      />
      <DataTable rows={rows} columns={columns} rowKey={(r) => r.id} caption={t`Accounts`} initialSort={{ id: 'usd', direction: 'desc' }} />
      <Notice>
        <Trans>Transfers between your accounts are free and instant. Managed sub-accounts can only be withdrawn from by their owner.</Trans>
      </Notice>
    </AccountLayout>
  );
}
