/**
 * The wallet on the account pages (issue 36 section 3, docs/wallet-api.md): the withdraw form
 * (network fee, minimum and step from the backend's withdraw rule; the address checked per
 * network and against the address book; the amount within available less the fee; the fund
 * password and authenticator code), the withdrawal history, "Recent deposits" with the demo's
 * simulated deposit, and the sub-account balances. Every balance comes from the spot account
 * query the trade form and /myaccount read; the private stream keeps it and the lists current.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery } from '../../api/hooks';
import type { Network } from '../../api';
import { useLiveWallet } from '../../api/stream/walletStream';
import { balanceOf } from '../../api/trading/endpoints';
import { spotBalancesQuery } from '../../api/trading/queries';
import type { SubAccountBalances, WalletDeposit, WalletWithdrawal, WithdrawRule } from '../../api/trading/wallet';
import { addressBookQuery, simulateDepositMutation, subAccountBalancesQuery, walletDepositsQuery, walletWithdrawalsQuery, withdrawMutation, withdrawRulesQuery } from '../../api/trading/walletQueries';
import { useFormat, type Formatters } from '../../i18n/format';
import { useFundPasswordRequests } from '../../overlays/fundPasswordRequests';
import { useSite } from '../../site/site';
import { DataTable, type Column } from '../../ui/content/DataTable';
import { Badge, Card, KeyValues, Notice } from '../../ui/content/Page';
import { Button, btn } from '../../ui/form/Button';
import { CheckboxField, SelectField, TextField } from '../../ui/form/Field';
import { sanitizeAmount } from '../../lib/amount';
import { useLiveAccount } from '../../widgets/spot-orders';
import { addressProblem, amountProblem, maxAmount, totalDebit } from './withdrawCheck';

/** The private stream's balances and wallet channels feed the queries of the page (logged in: the /myaccount guard). */
export function useLiveFunds(): void {
  const site = useSite();
  useLiveAccount(site.ws.spot, true);
  useLiveWallet(site.ws.spot, true);
}

const amountText = (format: Formatters, value: string, asset: string) => `${format.number(Number(value), { maximumFractionDigits: 8 })} ${asset}`;
const when = (format: Formatters, ms: number) => format.date(ms, { dateStyle: 'medium', timeStyle: 'short' });
const short = (address: string) => (address.length > 18 ? `${address.slice(0, 8)}…${address.slice(-6)}` : address);
const newClientId = () => `w${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

// --- Withdraw -------------------------------------------------------------------------------------------------

export function WithdrawForm({ currency, chosen, pickers }: { currency: string; chosen: Network; pickers: ReactNode }) {
  const rules = useQuery(withdrawRulesQuery(currency));
  const rule = rules.data?.data.find((r) => r.network === chosen.id);
  if (rules.isPending) return <Card>{pickers}</Card>;
  if (!rule) {
    return (
      <Card className="ui-stack">
        {pickers}
        <Notice tone="warn" title={<Trans>Withdrawals are unavailable right now</Trans>}>
          <Trans>Try again later or choose another network.</Trans>
        </Notice>
      </Card>
    );
  }
  return <WithdrawFormBody currency={currency} rule={rule} pickers={pickers} />;
}

function WithdrawFormBody({ currency, rule, pickers }: { currency: string; rule: WithdrawRule; pickers: ReactNode }) {
  const { t } = useLingui();
  const format = useFormat();
  const { openFundPassword } = useFundPasswordRequests();
  const account = useQuery(spotBalancesQuery()).data?.data;
  const available = account ? balanceOf(account, currency).available : '0';
  const book = (useQuery(addressBookQuery(currency)).data?.data ?? []).filter((a) => a.network === rule.network);
  const [address, setAddress] = useState('');
  const [memo, setMemo] = useState('');
  const [amount, setAmount] = useState('');
  const [totp, setTotp] = useState('');
  const [save, setSave] = useState(false);
  const [label, setLabel] = useState('');
  const [touched, setTouched] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const withdraw = useMutation(withdrawMutation());
  const bookId = useId();

  const addressIssue = addressProblem(rule, address);
  const amountIssue = amountProblem(rule, amount, available);
  const totpIssue = /^\d{6}$/.test(totp) ? null : 'totp';
  const saved = book.find((a) => a.address === address.trim());
  const fee = amountText(format, rule.fee, currency);
  const min = amountText(format, rule.min_amount, currency);
  const step = rule.amount_step;
  const network = rule.name;
  const show = (issue: string | null) => touched && issue !== null;
  const addressError = !show(addressIssue)
    ? undefined
    : addressIssue === 'checksum'
      ? t`The address checksum does not match: check it for a typo.`
      : t`Enter a valid ${currency} address for the ${network} network.`;
  const amountError = !show(amountIssue)
    ? undefined
    : amountIssue === 'belowMinimum'
      ? t`The minimum withdrawal is ${min}.`
      : amountIssue === 'offStep'
        ? t`Use a multiple of ${step} ${currency}.`
        : amountIssue === 'insufficient'
          ? t`The amount and the ${fee} network fee exceed your available balance.`
          : t`Enter an amount.`;
  const max = maxAmount(rule, available);
  const debit = amount === '' ? null : totalDebit(rule, amount);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setAnswer(null);
    if (addressIssue || amountIssue || totpIssue || (rule.memo && memo.trim() === '')) return;
    const params = { asset: currency, network: rule.network, address: address.trim(), amount, totp, client_id: newClientId(), ...(rule.memo ? { memo: memo.trim() } : {}), ...(save && !saved && label.trim() !== '' ? { save_label: label.trim() } : {}) };
    openFundPassword(({ fundpass }) => {
      withdraw.mutate(
        { ...params, fundpass },
        {
          onSuccess: (result) => {
            const body = result.data;
            if (body === null) setAnswer({ ok: false, text: t`The withdrawal could not be sent. Check your connection and try again.` });
            else if (body.code !== 0) setAnswer({ ok: false, text: body.message });
            else {
              setAnswer({ ok: true, text: t`Withdrawal submitted: ${amountText(format, body.data?.amount ?? amount, currency)} to ${short(params.address)}.` });
              setAmount('');
              setTotp('');
              setTouched(false);
            }
          },
        },
      );
    });
  };

  return (
    <Card>
      <form className="ui-form" onSubmit={submit} noValidate data-testid="withdraw-form">
        {pickers}
        {book.length > 0 && (
          <SelectField
            id={bookId}
            label={t`Address book`}
            value={saved?.id ?? ''}
            onChange={(e) => setAddress(book.find((a) => a.id === e.target.value)?.address ?? '')}
            options={[{ value: '', label: t`Choose a saved address` }, ...book.map((a) => ({ value: a.id, label: `${a.label} · ${short(a.address)}` }))]}
          />
        )}
        <TextField
          label={t`Recipient address`}
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          onBlur={() => address !== '' && setTouched(true)}
          error={addressError}
          hint={saved ? t`Saved as ${saved.label}` : undefined}
          autoComplete="off"
          spellCheck={false}
        />
        {!saved && addressIssue === null && (
          <div className="ui-grid ui-grid--2">
            <CheckboxField label={t`Save to address book`} checked={save} onChange={(e) => setSave(e.target.checked)} />
            {save && <TextField label={t`Label`} value={label} maxLength={40} onChange={(e) => setLabel(e.target.value)} />}
          </div>
        )}
        {rule.memo && <TextField label={t`Memo`} value={memo} onChange={(e) => setMemo(e.target.value)} error={touched && memo.trim() === '' ? t`A memo is required on this network.` : undefined} autoComplete="off" />}
        <TextField
          label={t`Amount`}
          inputMode="decimal"
          value={amount}
          suffix={
            <span className="ui-row" style={{ gap: 8 }}>
              {max !== null && (
                <button type="button" className="ui-link" style={{ background: 'none', border: 0, padding: 0, font: 'inherit', fontWeight: 600, cursor: 'pointer' }} onClick={() => setAmount(max)}>
                  <Trans>Max</Trans>
                </button>
              )}
              {currency}
            </span>
          }
          onChange={(e) => setAmount(sanitizeAmount(e.target.value, { precision: 8 }))}
          error={amountError}
        />
        <TextField label={t`Authenticator code`} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={totp} onChange={(e) => setTotp(e.target.value.replace(/\D/g, ''))} error={touched && totpIssue ? t`Enter the 6-digit code from your authenticator app.` : undefined} />
        <KeyValues
          items={[
            { label: <Trans>Available</Trans>, value: <span data-testid="withdraw-available">{amountText(format, available, currency)}</span> },
            { label: <Trans>Network fee</Trans>, value: fee },
            { label: <Trans>Minimum withdrawal</Trans>, value: min },
            { label: <Trans>Recipient gets</Trans>, value: amountText(format, amount || '0', currency) },
            { label: <Trans>Total debited</Trans>, value: debit === null ? '—' : amountText(format, debit, currency) },
          ]}
        />
        <button type="submit" className={btn('primary', 'lg')} disabled={withdraw.isPending}>
          <Trans>Withdraw</Trans>
        </button>
        {answer && (
          <div role={answer.ok ? 'status' : 'alert'} data-testid="withdraw-answer">
            <Notice tone={answer.ok ? 'info' : 'warn'} title={answer.ok ? <Trans>Withdrawal submitted</Trans> : <Trans>Withdrawal refused</Trans>}>
              {answer.text}
            </Notice>
          </div>
        )}
      </form>
    </Card>
  );
}

function WithdrawalStatus({ status }: { status: WalletWithdrawal['status'] }) {
  return status === 'completed' ? <Badge tone="rise">{<Trans>Completed</Trans>}</Badge> : <Badge tone="warn">{<Trans>Processing</Trans>}</Badge>;
}

export function WithdrawHistory({ currency }: { currency: string }) {
  const { t } = useLingui();
  const format = useFormat();
  const query = useQuery(walletWithdrawalsQuery(currency));
  const columns: Column<WalletWithdrawal>[] = [
    { id: 'time', header: <Trans>Time</Trans>, cell: (w) => when(format, w.create_time) },
    { id: 'amount', header: <Trans>Amount</Trans>, align: 'end', cell: (w) => amountText(format, w.amount, w.asset) },
    { id: 'fee', header: <Trans>Network fee</Trans>, align: 'end', wide: true, cell: (w) => amountText(format, w.fee, w.asset) },
    { id: 'network', header: <Trans>Network</Trans>, wide: true, cell: (w) => w.network },
    { id: 'address', header: <Trans>Address</Trans>, wide: true, cell: (w) => <span className="ui-mono">{short(w.address)}</span> },
    { id: 'status', header: <Trans>Status</Trans>, align: 'end', cell: (w) => <WithdrawalStatus status={w.status} /> },
  ];
  return (
    <Card>
      <h2 className="ui-card__title">
        <Trans>Recent withdrawals</Trans>
      </h2>
      <div data-testid="withdraw-history" aria-busy={query.isPending}>
        <DataTable rows={query.data?.data ?? []} columns={columns} rowKey={(w) => w.id} caption={t`Recent withdrawals`} empty={<Trans>No withdrawals yet.</Trans>} />
      </div>
    </Card>
  );
}

// --- Deposits -------------------------------------------------------------------------------------------------

export function RecentDeposits({ currency, chosen }: { currency: string; chosen: Network }) {
  const { t } = useLingui();
  const format = useFormat();
  const query = useQuery(walletDepositsQuery(currency));
  const account = useQuery(spotBalancesQuery()).data?.data;
  const simulate = useMutation(simulateDepositMutation());
  const [refusal, setRefusal] = useState<string | null>(null);
  const columns: Column<WalletDeposit>[] = [
    { id: 'time', header: <Trans>Time</Trans>, wide: true, cell: (d) => when(format, d.create_time) },
    { id: 'amount', header: <Trans>Amount</Trans>, align: 'end', cell: (d) => amountText(format, d.amount, d.asset) },
    { id: 'network', header: <Trans>Network</Trans>, wide: true, cell: (d) => d.network },
    { id: 'confirmations', header: <Trans>Confirmations</Trans>, align: 'end', cell: (d) => `${format.number(d.confirmations)}/${format.number(d.required_confirmations)}` },
    {
      id: 'status',
      header: <Trans>Status</Trans>,
      align: 'end',
      cell: (d) => (d.status === 'credited' ? <Badge tone="rise">{<Trans>Credited</Trans>}</Badge> : <Badge tone="warn">{<Trans>Confirming</Trans>}</Badge>),
    },
  ];
  return (
    <Card>
      <div className="ui-row" style={{ justifyContent: 'space-between' }}>
        <h2 className="ui-card__title">
          <Trans>Recent deposits</Trans>
        </h2>
        {import.meta.env.VITE_DEMO && (
          <Button
            variant="secondary"
            size="sm"
            disabled={simulate.isPending}
            onClick={() => {
              setRefusal(null);
              simulate.mutate(
                { asset: currency, network: chosen.id },
                { onSuccess: (result) => setRefusal(result.data === null ? t`The deposit could not be simulated. Try again.` : result.data.code !== 0 ? result.data.message : null) },
              );
            }}
          >
            <Trans>Simulate a deposit (demo)</Trans>
          </Button>
        )}
      </div>
      <p className="ui-muted ui-small" data-testid="deposit-available">
        {t`Available: ${amountText(format, account ? balanceOf(account, currency).available : '0', currency)}`}
      </p>
      {refusal && (
        <div role="alert">
          <Notice tone="warn">{refusal}</Notice>
        </div>
      )}
      <div data-testid="recent-deposits" aria-busy={query.isPending}>
        <DataTable rows={query.data?.data ?? []} columns={columns} rowKey={(d) => d.id} caption={t`Recent deposits`} empty={<Trans>No deposits yet.</Trans>} />
      </div>
    </Card>
  );
}

// --- Sub-accounts ---------------------------------------------------------------------------------------------

/** Each sub-account's balances (assets it holds), from the backend; nothing for an account without sub-accounts. */
export function SubAccountBalancesCard() {
  const { t } = useLingui();
  const format = useFormat();
  const query = useQuery(subAccountBalancesQuery());
  const list = query.data?.data ?? [];
  if (list.length === 0) return null;
  const columns: Column<SubAccountBalances>[] = [
    { id: 'name', header: <Trans>Name</Trans>, cell: (s) => <span className="ui-strong">{s.name}</span> },
    { id: 'uid', header: <Trans>User ID</Trans>, wide: true, cell: (s) => <span className="ui-mono">{s.uid}</span> },
    {
      id: 'balances',
      header: <Trans>Balances</Trans>,
      align: 'end',
      cell: (s) => {
        const held = s.list.filter((b) => Number(b.available) + Number(b.locked) > 0);
        return held.length === 0 ? <span className="ui-muted">{t`Empty`}</span> : held.map((b) => amountText(format, b.available, b.currency)).join(' · ');
      },
    },
  ];
  return (
    <Card>
      <h2 className="ui-card__title">
        <Trans>Sub-account balances</Trans>
      </h2>
      <div data-testid="sub-account-balances">
        <DataTable rows={list} columns={columns} rowKey={(s) => s.uid} caption={t`Sub-account balances`} />
      </div>
    </Card>
  );
}

