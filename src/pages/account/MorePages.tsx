/** /myaccount/coupon_center (and /myaccount/profile/coupon_center), /myaccount/tickets, /asset-management. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '../../api/hooks';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { totalFundsQuery } from '../../api/queries';
import { DataTable, type Column } from '../../ui/content/DataTable';
import { SelectField, TextField } from '../../ui/form/Field';
import { useFormat } from '../../i18n/format';
import { Badge, Card, KeyValues, Notice, StatGrid } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';
import { AccountLayout } from './AccountLayout';
import { couponsQuery, ticketsQuery, type Coupon, type Ticket } from '../../api';
import { ListGate } from '../../shell/entity';

export function CouponCenterPage() {
  const { t } = useLingui();
  const format = useFormat();
  const [tab, setTab] = useState<Coupon['status']>('available');
  const coupons = useQuery(couponsQuery());
  const shown = (coupons.data?.data ?? []).filter((c) => c.status === tab);
  const kindName = (kind: Coupon['kind']) => (kind === 'fee' ? t`Trading fee rebate` : kind === 'bonus' ? t`Futures bonus` : t`Interest boost`);
  return (
    <AccountLayout title={<Trans>Coupons</Trans>} lead={<Trans>Vouchers from campaigns and rewards. Each applies automatically once you meet its condition.</Trans>}>
      <div className="pg-tabs" role="tablist" aria-label={t`Coupon status`}>
        {(['available', 'used', 'expired'] as const).map((status) => (
          <button key={status} type="button" role="tab" aria-selected={tab === status} className="pg-tabs__tab" onClick={() => setTab(status)}>
            {status === 'available' ? t`Available` : status === 'used' ? t`Used` : t`Expired`}
          </button>
        ))}
      </div>
      {coupons.isPending || !coupons.data?.ok ? (
        // Loading, or the call failed: the list's own states.
        <ListGate query={coupons} empty={null}>
          {() => null}
        </ListGate>
      ) : shown.length === 0 ? (
        <p className="pg-muted">
          <Trans>No coupons here.</Trans>
        </p>
      ) : (
        <ul className="pg-grid pg-grid--3">
          {shown.map((coupon) => (
            <Card as="li" key={coupon.id} className="pg-stack">
              <div className="pg-row pg-row--between">
                <Badge tone={coupon.status === 'available' ? 'accent' : 'neutral'}>{kindName(coupon.kind)}</Badge>
              </div>
              <p className="pg-price-row__value" style={{ fontSize: 28 }}>
                {coupon.asset === '%' ? format.percent(coupon.value, 0) : `${format.number(coupon.value)} ${coupon.asset}`}
              </p>
              <KeyValues
                items={[
                  { label: <Trans>Condition</Trans>, value: <Trans>Trade {format.number(coupon.minSpend)} USDT</Trans> },
                  { label: <Trans>Valid until</Trans>, value: format.date(coupon.expires) },
                ]}
              />
              {coupon.status === 'available' && (
                <Link to="/{-$locale}/trade/$pair" params={{ pair: 'BTC_USDT' }} className={btn('primary', 'md')}>
                  <Trans>Use now</Trans>
                </Link>
              )}
            </Card>
          ))}
        </ul>
      )}
    </AccountLayout>
  );
}

export function TicketsPage() {
  const { t } = useLingui();
  const format = useFormat();
  const [subject, setSubject] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const tickets = useQuery(ticketsQuery());
  const statusBadge = (status: Ticket['status']) =>
    status === 'open' ? <Badge tone="accent">{t`Open`}</Badge> : status === 'answered' ? <Badge tone="rise">{t`Answered`}</Badge> : <Badge>{t`Closed`}</Badge>;
  const categoryName = (category: Ticket['category']) =>
    category === 'deposit' ? t`Deposit` : category === 'withdrawal' ? t`Withdrawal` : category === 'account' ? t`Account` : t`Trading`;
  const columns: Column<Ticket>[] = [
    { id: 'id', header: <Trans>Ticket</Trans>, cell: (r) => <span className="pg-mono">{r.id}</span> },
    { id: 'subject', header: <Trans>Subject</Trans>, cell: (r) => r.subject },
    { id: 'category', header: <Trans>Category</Trans>, wide: true, cell: (r) => categoryName(r.category) },
    { id: 'status', header: <Trans>Status</Trans>, cell: (r) => statusBadge(r.status) },
    { id: 'updated', header: <Trans>Updated</Trans>, align: 'end', wide: true, sortValue: (r) => r.updated, cell: (r) => format.date(r.updated) },
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (subject.trim().length >= 5) {
      setSent(`T-${58212 + (tickets.data?.data.length ?? 0)}`);
      setSubject('');
    }
  };
  return (
    <AccountLayout title={<Trans>Support tickets</Trans>} lead={<Trans>Questions about a deposit, a withdrawal or your account. We answer every ticket within 24 hours.</Trans>}>
      <ListGate query={tickets} empty={<Trans>No tickets yet</Trans>}>
        {(rows) => <DataTable rows={rows} columns={columns} rowKey={(r) => r.id} caption={t`Your tickets`} initialSort={{ id: 'updated', direction: 'desc' }} />}
      </ListGate>
      <Card>
        <h2 className="pg-card__title">
          <Trans>New ticket</Trans>
        </h2>
        <form className="pg-form" onSubmit={submit}>
          <div className="pg-grid pg-grid--2">
            <SelectField
              label={t`Category`}
              defaultValue="deposit"
              options={[
                { value: 'deposit', label: t`Deposit` },
                { value: 'withdrawal', label: t`Withdrawal` },
                { value: 'account', label: t`Account` },
                { value: 'trading', label: t`Trading` },
              ]}
            />
            <TextField label={t`Subject`} value={subject} onChange={(e) => setSubject(e.target.value)} minLength={5} required />
          </div>
          <button type="submit" className={btn('primary', 'md')} disabled={subject.trim().length < 5}>
            <Trans>Submit ticket</Trans>
          </button>
          {sent && (
            <Notice title={<Trans>Ticket {sent} created</Trans>}>
              <Trans>We will reply by e-mail and here.</Trans>
            </Notice>
          )}
        </form>
      </Card>
    </AccountLayout>
  );
}

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
    { id: 'name', header: <Trans>Account</Trans>, cell: (r) => <span className="pg-strong">{r.name}</span> },
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
