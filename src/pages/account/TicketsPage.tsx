/** /myaccount/tickets: the visitor's support tickets and a form for a new one. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '../../api/hooks';
import { useState, type FormEvent } from 'react';
import { DataTable, type Column } from '../../ui/content/DataTable';
import { SelectField, TextField } from '../../ui/form/Field';
import { useFormat } from '../../i18n/format';
import { Badge, Card, Notice } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';
import { AccountLayout } from './AccountLayout';
import { ticketsQuery, type Ticket } from '../../api';
import { ListGate } from '../../shell/entity';

export function TicketsPage() {
  const { t } = useLingui();
  const format = useFormat();
  const [subject, setSubject] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const tickets = useQuery(ticketsQuery());
  const statusBadge = (status: Ticket['status']) =>
    status === 'open' ? <Badge tone="accent">{t({ message: 'Open', context: 'ticket status' })}</Badge> : status === 'answered' ? <Badge tone="rise">{t`Answered`}</Badge> : <Badge>{t`Closed`}</Badge>;
  const categoryName = (category: Ticket['category']) =>
    category === 'deposit' ? t`Deposit` : category === 'withdrawal' ? t`Withdrawal` : category === 'account' ? t`Account` : t`Trading`;
  const columns: Column<Ticket>[] = [
    { id: 'id', header: <Trans>Ticket</Trans>, cell: (r) => <span className="ui-mono">{r.id}</span> },
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
        <h2 className="ui-card__title">
          <Trans>New ticket</Trans>
        </h2>
        <form className="ui-form" onSubmit={submit}>
          <div className="ui-grid ui-grid--2">
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
