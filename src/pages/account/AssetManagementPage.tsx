/**
 * /asset-management: the user's balances across accounts, sub-accounts included: every account
 * the backend lists with its worth (docs/accounts.md, the totals query /myaccount reads). The
 * total is the server's; sub-accounts show beside it but are not part of it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useAccountName, useAccounts } from '../../widgets/money';
import { DataTable, type Column } from '../../ui/content/DataTable';
import { useFormat } from '../../i18n/format';
import { Badge, Notice, StatGrid } from '../../ui/content/Page';
import { AccountLayout } from './AccountLayout';

interface AccountRow {
  id: string;
  name: string;
  sub: boolean;
  usd: number;
}

export function AssetManagementPage() {
  const { t } = useLingui();
  const format = useFormat();
  const name = useAccountName();
  const { total: funds, accounts } = useAccounts();
  const total = Number(funds?.total_usd ?? 0);
  const rows: AccountRow[] = (accounts ?? []).map((a) => ({ id: a.account, name: name(a), sub: !a.counted, usd: Number(a.total_usd) }));
  const columns: Column<AccountRow>[] = [
    { id: 'name', header: <Trans>Account</Trans>, cell: (r) => <span className="ui-strong">{r.name}</span> },
    { id: 'kind', header: <Trans>Type</Trans>, wide: true, cell: (r) => (r.sub ? <Badge>{t`Managed sub-account`}</Badge> : <Badge tone="accent">{t`Main account`}</Badge>) },
    { id: 'usd', header: <Trans>Value</Trans>, align: 'end', sortValue: (r) => r.usd, cell: (r) => format.money(r.usd, 'USD') },
    { id: 'share', header: <Trans>Share</Trans>, align: 'end', wide: true, cell: (r) => (total > 0 && !r.sub ? format.percent((r.usd / total) * 100, 1) : '—') },
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
