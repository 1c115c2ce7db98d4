/**
 * /myaccount/tickets: the user's support tickets and a form for a new one; `?ticket=<id>` opens a
 * ticket's messages with a reply form. Everything is the backend's (docs/account-services.md):
 * a new ticket is posted, the list (the same query, invalidated) shows it at once, and support's
 * answer arrives some minutes later on the backend's clock.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId, useState, type FormEvent, type TextareaHTMLAttributes } from 'react';
import { useMutation, useQuery } from '../../api/hooks';
import { DataTable, type Column } from '../../ui/content/DataTable';
import { SelectField, TextField } from '../../ui/form/Field';
import { useFormat } from '../../i18n/format';
import { Badge, Card, Notice, Skeleton } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';
import { AccountLayout } from './AccountLayout';
import { ticketsQuery, type Ticket } from '../../api';
import type { TicketCategory, TicketThread } from '../../api/trading/services';
import { createTicketMutation, replyTicketMutation, ticketDetailQuery } from '../../api/trading/servicesQueries';
import { ListGate } from '../../shell/entity';
import './account.css';

const SUBJECT_MIN = 5;
const MESSAGE_MIN = 20;
const CATEGORIES: readonly TicketCategory[] = ['deposit', 'withdrawal', 'account', 'trading'];
const isCategory = (value: string): value is TicketCategory => (CATEGORIES as readonly string[]).includes(value);

function useTicketWords() {
  const { t } = useLingui();
  const statusBadge = (status: Ticket['status']) =>
    status === 'open' ? <Badge tone="accent">{t({ message: 'Open', context: 'ticket status' })}</Badge> : status === 'answered' ? <Badge tone="rise">{t`Answered`}</Badge> : <Badge>{t`Closed`}</Badge>;
  const categoryName = (category: Ticket['category']) =>
    category === 'deposit' ? t`Deposit` : category === 'withdrawal' ? t`Withdrawal` : category === 'account' ? t`Account` : t`Trading`;
  return { statusBadge, categoryName };
}

/** A labelled multi-line field with its error in words, in the look of the app's fields. */
function MessageField({ label, error, ...rest }: { label: string; error?: string } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  const noteId = useId();
  return (
    <div className={['field', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <textarea id={id} className="field__input account-ticket__text" rows={5} aria-invalid={error ? true : undefined} aria-describedby={error ? noteId : undefined} {...rest} />
      </div>
      {error && (
        <p id={noteId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export function TicketsPage({ ticket }: { ticket?: string }) {
  return (
    <AccountLayout title={<Trans>Support tickets</Trans>} lead={<Trans>Questions about a deposit, a withdrawal or your account. We answer every ticket within 24 hours.</Trans>}>
      {ticket === undefined ? <TicketList /> : <TicketView key={ticket} id={ticket} />}
    </AccountLayout>
  );
}

function TicketList() {
  const { t } = useLingui();
  const format = useFormat();
  const tickets = useQuery(ticketsQuery());
  const { statusBadge, categoryName } = useTicketWords();
  const columns: Column<Ticket>[] = [
    {
      id: 'id',
      header: <Trans>Ticket</Trans>,
      cell: (r) => (
        <Link to="/{-$locale}/myaccount/tickets" search={{ ticket: r.id }} className="ui-link ui-mono">
          {r.id}
        </Link>
      ),
    },
    { id: 'subject', header: <Trans>Subject</Trans>, cell: (r) => <span className="account-ticket__subject">{r.subject}</span> },
    { id: 'category', header: <Trans>Category</Trans>, wide: true, cell: (r) => categoryName(r.category) },
    { id: 'status', header: <Trans>Status</Trans>, cell: (r) => statusBadge(r.status) },
    { id: 'updated', header: <Trans>Updated</Trans>, align: 'end', wide: true, sortValue: (r) => r.updated, cell: (r) => format.date(r.updated) },
  ];
  return (
    <>
      <ListGate query={tickets} empty={<Trans>No tickets yet</Trans>}>
        {(rows) => <DataTable rows={rows} columns={columns} rowKey={(r) => r.id} caption={t`Your tickets`} initialSort={{ id: 'updated', direction: 'desc' }} />}
      </ListGate>
      <NewTicket />
    </>
  );
}

function NewTicket() {
  const { t } = useLingui();
  const [category, setCategory] = useState<TicketCategory>('deposit');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [touched, setTouched] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const create = useMutation(createTicketMutation());
  const subjectIssue = subject.trim().length < SUBJECT_MIN;
  const messageIssue = message.trim().length < MESSAGE_MIN;
  const min = MESSAGE_MIN;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setSent(null);
    setRefusal(null);
    if (subjectIssue || messageIssue) return;
    create.mutate(
      { category, subject: subject.trim(), message: message.trim() },
      {
        onSuccess: (result) => {
          const body = result.data;
          if (body === null) setRefusal(t`The ticket could not be sent. Check your connection and try again.`);
          else if (body.code !== 0 || body.data === null) setRefusal(body.message);
          else {
            setSent(body.data.id);
            setSubject('');
            setMessage('');
            setTouched(false);
          }
        },
      },
    );
  };
  return (
    <Card>
      <h2 className="ui-card__title">
        <Trans>New ticket</Trans>
      </h2>
      <form className="ui-form" onSubmit={submit} noValidate data-testid="ticket-form">
        <div className="ui-grid ui-grid--2">
          <SelectField
            label={t`Category`}
            value={category}
            onChange={(e) => isCategory(e.target.value) && setCategory(e.target.value)}
            options={[
              { value: 'deposit', label: t`Deposit` },
              { value: 'withdrawal', label: t`Withdrawal` },
              { value: 'account', label: t`Account` },
              { value: 'trading', label: t`Trading` },
            ]}
          />
          <TextField label={t`Subject`} value={subject} maxLength={120} onChange={(e) => setSubject(e.target.value)} error={touched && subjectIssue ? t`The subject needs at least 5 characters.` : undefined} />
        </div>
        <MessageField label={t`Message`} value={message} maxLength={4000} onChange={(e) => setMessage(e.target.value)} error={touched && messageIssue ? t`Describe the problem in at least ${min} characters.` : undefined} />
        <button type="submit" className={btn('primary', 'md')} disabled={create.isPending}>
          <Trans>Submit ticket</Trans>
        </button>
        {refusal !== null && (
          <div role="alert">
            <Notice tone="warn">{refusal}</Notice>
          </div>
        )}
        {sent && (
          <div role="status">
            <Notice title={<Trans>Ticket {sent} created</Trans>}>
              <Trans>We will reply by e-mail and here.</Trans>{' '}
              <Link to="/{-$locale}/myaccount/tickets" search={{ ticket: sent }} className="ui-link">
                <Trans>Open the ticket</Trans>
              </Link>
            </Notice>
          </div>
        )}
      </form>
    </Card>
  );
}

function TicketView({ id }: { id: string }) {
  const query = useQuery(ticketDetailQuery(id));
  const thread = query.data?.data ?? null;
  return (
    <>
      <p>
        <Link to="/{-$locale}/myaccount/tickets" search={{}} className="ui-link">
          <Trans>All tickets</Trans>
        </Link>
      </p>
      {query.isPending ? (
        <Card>
          <Skeleton lines={4} />
        </Card>
      ) : thread === null ? (
        <Notice tone="warn" title={<Trans>This ticket could not be loaded</Trans>}>
          <Trans>It does not exist, is not yours, or the connection failed. Try again later.</Trans>
        </Notice>
      ) : (
        <Thread thread={thread} />
      )}
    </>
  );
}

function Thread({ thread }: { thread: TicketThread }) {
  const { t } = useLingui();
  const format = useFormat();
  const { statusBadge, categoryName } = useTicketWords();
  const [reply, setReply] = useState('');
  const [touched, setTouched] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = useMutation(replyTicketMutation());
  const issue = reply.trim().length < MESSAGE_MIN;
  const min = MESSAGE_MIN;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setRefusal(null);
    if (issue) return;
    send.mutate(
      { id: thread.id, message: reply.trim() },
      {
        onSuccess: (result) => {
          const body = result.data;
          if (body === null) setRefusal(t`The reply could not be sent. Check your connection and try again.`);
          else if (body.code !== 0) setRefusal(body.message);
          else {
            setReply('');
            setTouched(false);
          }
        },
      },
    );
  };
  return (
    <Card className="ui-stack">
      <div className="ui-row ui-row--between">
        <h2 className="ui-card__title">{thread.subject}</h2>
        {statusBadge(thread.status)}
      </div>
      <p className="ui-muted ui-small">
        <span className="ui-mono">{thread.id}</span> · {categoryName(thread.category)} · {format.date(thread.updated, { dateStyle: 'medium', timeStyle: 'short' })}
      </p>
      <ol className="account-ticket__messages" aria-label={t`Messages`} data-testid="ticket-messages">
        {thread.messages.map((m) => (
          <li key={m.id} className={`account-ticket__message account-ticket__message--${m.author}`}>
            <p className="ui-small ui-muted">
              <span className="ui-strong">{m.author === 'user' ? <Trans>You</Trans> : <Trans>Support</Trans>}</span> · {format.date(m.time, { dateStyle: 'medium', timeStyle: 'short' })}
            </p>
            <p className="account-ticket__body">{m.body}</p>
          </li>
        ))}
      </ol>
      {thread.status === 'closed' ? (
        <Notice>
          <Trans>This ticket is closed. Open a new one if you need more help.</Trans>
        </Notice>
      ) : (
        <form className="ui-form" onSubmit={submit} noValidate>
          <MessageField label={t`Your reply`} value={reply} maxLength={4000} onChange={(e) => setReply(e.target.value)} error={touched && issue ? t`Describe the problem in at least ${min} characters.` : undefined} />
          <button type="submit" className={btn('primary', 'md')} disabled={send.isPending}>
            <Trans>Send</Trans>
          </button>
          {refusal !== null && (
            <div role="alert">
              <Notice tone="warn">{refusal}</Notice>
            </div>
          )}
        </form>
      )}
    </Card>
  );
}
