/**
 * /myaccount/deposit_fiat (docs/account-services.md): the fiat's methods, fees and limits are the
 * backend's (the form hides when they fail to load, SPEC section 8). "Continue" by bank creates a
 * deposit order that answers the bank details and the reference the user quotes, and the order
 * shows as pending below; by card it hands off to the card purchase flow (the account model holds
 * no fiat, so a card payment is a purchase of crypto, not a fiat balance).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '../../../api/hooks';
import type { FiatDeposit, FiatMethod } from '../../../api/trading/services';
import { createFiatDepositMutation, fiatDepositMethodsQuery, fiatDepositsQuery } from '../../../api/trading/servicesQueries';
import { useFormat } from '../../../i18n/format';
import { sanitizeAmount } from '../../../lib/amount';
import { ListGate } from '../../../shell/entity';
import { DataTable, type Column } from '../../../ui/content/DataTable';
import { Badge, Card, KeyValues, Notice, Skeleton } from '../../../ui/content/Page';
import { btn } from '../../../ui/form/Button';
import { SelectField, TextField } from '../../../ui/form/Field';
import { CopyButton } from './GateCodes';

const newClientId = () => `f${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const isMethod = (value: string): value is FiatMethod['method'] => value === 'bank' || value === 'card';

/** The fee the backend's rule gives: the rate of the amount, at least the minimum (none when the rate is 0). */
function feeOf(method: FiatMethod, amount: number): number {
  const rate = Number(method.fee_rate);
  return rate === 0 || amount <= 0 ? 0 : Math.max(amount * rate, Number(method.fee_min));
}

export function FiatDepositForm({ fiat, fiats, onFiat }: { fiat: string; fiats: readonly string[]; onFiat: (fiat: string) => void }) {
  const { t } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  const methods = useQuery(fiatDepositMethodsQuery(fiat));
  const [wanted, setWanted] = useState<FiatMethod['method']>('bank');
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [order, setOrder] = useState<FiatDeposit | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const create = useMutation(createFiatDepositMutation());
  const currency = (
    <SelectField
      label={t`Currency`}
      value={fiat}
      onChange={(e) => {
        onFiat(e.target.value);
        setOrder(null);
        setRefusal(null);
      }}
      options={fiats.map((f) => ({ value: f, label: f }))}
    />
  );
  if (methods.isPending) {
    return (
      <Card>
        <Skeleton lines={5} />
      </Card>
    );
  }
  const list = methods.data?.data ?? null;
  if (list === null || list.length === 0) {
    return (
      <Card className="ui-stack">
        {currency}
        <Notice tone="warn" title={<Trans>Fiat deposits are unavailable right now</Trans>}>
          <Trans>Try again later or choose another currency.</Trans>
        </Notice>
      </Card>
    );
  }
  const method = list.find((m) => m.method === wanted) ?? list[0]!;
  const value = Number(amount || 0);
  const fee = feeOf(method, value);
  const min = format.money(Number(method.min_amount), fiat);
  const max = format.money(Number(method.max_amount), fiat);
  const issue = !(value > 0) ? 'empty' : value < Number(method.min_amount) ? 'min' : value > Number(method.max_amount) ? 'max' : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setRefusal(null);
    setOrder(null);
    if (issue) return;
    if (method.method === 'card') {
      void navigate({ to: '/{-$locale}/crypto/buy/with-credit-card', search: { method: 'card', fiat } });
      return;
    }
    create.mutate(
      { fiat, method: 'bank', amount, client_id: newClientId() },
      {
        onSuccess: (result) => {
          const body = result.data;
          if (body === null) setRefusal(t`The deposit could not be created. Check your connection and try again.`);
          else if (body.code !== 0 || body.data === null) setRefusal(body.message);
          else {
            setOrder(body.data);
            setAmount('');
            setTouched(false);
          }
        },
      },
    );
  };
  return (
    <Card className="ui-stack">
      <form className="ui-form" onSubmit={submit} noValidate data-testid="fiat-form">
        <div className="ui-grid ui-grid--2">
          {currency}
          <SelectField
            label={t`Method`}
            value={method.method}
            onChange={(e) => isMethod(e.target.value) && setWanted(e.target.value)}
            options={list.map((m) => ({ value: m.method, label: m.method === 'bank' ? `${t`Bank transfer`} (${m.name})` : t`Debit or credit card` }))}
            hint={method.method === 'card' ? t`By card you buy crypto directly: Continue opens the card purchase.` : undefined}
          />
        </div>
        <TextField
          label={t`Amount`}
          inputMode="decimal"
          value={amount}
          suffix={fiat}
          onChange={(e) => setAmount(sanitizeAmount(e.target.value))}
          error={touched && issue === 'min' ? t`The minimum deposit is ${min}.` : touched && issue === 'max' ? t`The maximum deposit is ${max}.` : touched && issue === 'empty' ? t`Enter an amount.` : undefined}
        />
        <KeyValues
          items={[
            { label: <Trans>Fee</Trans>, value: <span data-testid="fiat-fee">{fee === 0 ? <Trans>Free</Trans> : `${format.money(fee, fiat)} (${format.percent(Number(method.fee_rate) * 100, 1)})`}</span> },
            { label: <Trans>You receive</Trans>, value: format.money(Math.max(0, value - fee), fiat) },
            { label: <Trans>Limits</Trans>, value: <Trans>{min} to {max}</Trans> },
            { label: <Trans>Arrives</Trans>, value: method.arrival === 'instant' ? <Trans>Instantly</Trans> : <Trans>Within 1 business day</Trans> },
          ]}
        />
        <button type="submit" className={btn('primary', 'lg')} disabled={create.isPending}>
          <Trans>Continue</Trans>
        </button>
        {refusal !== null && (
          <div role="alert">
            <Notice tone="warn">{refusal}</Notice>
          </div>
        )}
      </form>
      {order && <BankDetails order={order} />}
    </Card>
  );
}

function BankDetails({ order }: { order: FiatDeposit }) {
  const { t } = useLingui();
  const format = useFormat();
  const reference = order.reference;
  const copyable = (value: string, testId: string) => (
    <span className="ui-row" style={{ gap: 8, justifyContent: 'flex-end' }}>
      <span className="ui-mono" data-testid={testId}>
        {value}
      </span>
      <CopyButton value={value} />
    </span>
  );
  return (
    <div role="status" className="ui-stack" data-testid="fiat-order">
      <h3 className="ui-card__title">
        <Trans>Make the transfer</Trans>
      </h3>
      <KeyValues
        items={[
          { label: <Trans>Amount</Trans>, value: format.money(Number(order.amount), order.fiat) },
          { label: <Trans>Beneficiary</Trans>, value: order.bank.beneficiary },
          { label: <Trans>Bank</Trans>, value: order.bank.bank_name },
          { label: t({ message: 'Account', context: 'bank' }), value: copyable(order.bank.account, 'fiat-account') },
          { label: 'SWIFT/BIC', value: order.bank.swift },
          { label: <Trans>Reference</Trans>, value: copyable(reference, 'fiat-reference') },
        ]}
      />
      <Notice tone="warn">
        <Trans>Quote the reference {reference} in the transfer’s description, or we cannot match your payment.</Trans>
      </Notice>
    </div>
  );
}

export function FiatDepositList() {
  const { t } = useLingui();
  const format = useFormat();
  const orders = useQuery(fiatDepositsQuery());
  const columns: Column<FiatDeposit>[] = [
    { id: 'created', header: <Trans>Created</Trans>, wide: true, sortValue: (r) => r.create_time, cell: (r) => format.date(r.create_time, { dateStyle: 'medium', timeStyle: 'short' }) },
    { id: 'amount', header: <Trans>Amount</Trans>, align: 'end', cell: (r) => format.money(Number(r.amount), r.fiat) },
    { id: 'reference', header: <Trans>Reference</Trans>, cell: (r) => <span className="ui-mono">{r.reference}</span> },
    { id: 'rail', header: <Trans>Method</Trans>, wide: true, cell: (r) => `${t`Bank transfer`} (${r.rail})` },
    { id: 'status', header: <Trans>Status</Trans>, cell: (r) => (r.status === 'pending' ? <Badge tone="warn">{t({ message: 'Pending', context: 'deposit status' })}</Badge> : <Badge>{t({ message: 'Expired', context: 'deposit status' })}</Badge>) },
  ];
  return (
    <Card className="ui-stack">
      <h2 className="ui-card__title">
        <Trans>Your fiat deposits</Trans>
      </h2>
      <ListGate query={orders} empty={<Trans>No fiat deposits yet</Trans>} retry={() => void orders.refetch()}>
        {(rows) => <DataTable rows={rows} columns={columns} rowKey={(r) => r.id} caption={t`Your fiat deposits`} initialSort={{ id: 'created', direction: 'desc' }} />}
      </ListGate>
    </Card>
  );
}
