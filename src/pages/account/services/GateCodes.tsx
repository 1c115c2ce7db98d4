/**
 * Transfer codes on /myaccount/deposit_gatecode (docs/account-services.md): redeem a code another
 * user created (the backend credits the spot account at once and says what), create one from the
 * spot balance (authenticator code in the form, the fund password through its dialog, as a
 * withdrawal asks), and the user's codes with a cancel for an active one. Every figure is the
 * backend's: the balance from the spot account query, the code and its status from the codes list.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '../../../api/hooks';
import { balanceOf } from '../../../api/trading/endpoints';
import { spotBalancesQuery } from '../../../api/trading/queries';
import type { GateCode } from '../../../api/trading/services';
import { cancelGateCodeMutation, createGateCodeMutation, gateCodesQuery, redeemGateCodeMutation } from '../../../api/trading/servicesQueries';
import { useFormat, type Formatters } from '../../../i18n/format';
import { sanitizeAmount } from '../../../lib/amount';
import { useFundPasswordRequests } from '../../../overlays/fundPasswordRequests';
import { ListGate } from '../../../shell/entity';
import { DataTable, type Column } from '../../../ui/content/DataTable';
import { Badge, Card, KeyValues, Notice } from '../../../ui/content/Page';
import { btn } from '../../../ui/form/Button';
import { SelectField, TextField } from '../../../ui/form/Field';

const CODE = /^[A-Z0-9]{16}$/;
const amountText = (format: Formatters, value: string, asset: string) => `${format.number(Number(value), { maximumFractionDigits: 8 })} ${asset}`;
const newClientId = () => `g${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
/** The decimal strings' order without floating point: "0.1" < "0.25" < "2". */
function exceeds(amount: string, available: string): boolean {
  const [ai = '0', af = ''] = amount.split('.');
  const [bi = '0', bf = ''] = available.split('.');
  const width = Math.max(af.length, bf.length);
  const a = BigInt(ai + af.padEnd(width, '0'));
  const b = BigInt(bi + bf.padEnd(width, '0'));
  return a > b;
}

export function CopyButton({ value }: { value: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className={btn('secondary', 'sm')}
      onClick={() => {
        void navigator.clipboard?.writeText(value).catch(() => undefined);
        setCopied(true);
      }}
    >
      {copied ? <Trans>Copied</Trans> : <Trans>Copy</Trans>}
    </button>
  );
}

/** The redeem form: the page's 16-character format, then the backend's answer in its words. */
export function RedeemCodeForm() {
  const { t } = useLingui();
  const format = useFormat();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const redeem = useMutation(redeemGateCodeMutation());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAnswer(null);
    if (!CODE.test(code)) {
      setInvalid(true);
      return;
    }
    redeem.mutate(
      { code },
      {
        onSuccess: (result) => {
          const body = result.data;
          if (body === null) setAnswer({ ok: false, text: t`The code could not be checked. Check your connection and try again.` });
          else if (body.code !== 0 || body.data === null) setAnswer({ ok: false, text: body.message });
          else {
            const amount = amountText(format, body.data.amount, body.data.asset);
            setAnswer({ ok: true, text: t`${amount} reached your spot account.` });
            setCode('');
          }
        },
      },
    );
  };
  return (
    <form className="ui-form" onSubmit={submit} noValidate data-testid="redeem-form">
      <TextField
        label={t`Transfer code`}
        value={code}
        maxLength={16}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => {
          setInvalid(false);
          setAnswer(null);
          setCode(e.target.value.toUpperCase().replace(/[^A-Z0-9]/g, ''));
        }}
        error={invalid ? t`A transfer code has 16 letters and digits.` : undefined}
        hint={t`16 characters, case does not matter.`}
      />
      <button type="submit" className={btn('primary', 'lg')} disabled={code.length === 0 || redeem.isPending}>
        <Trans>Redeem</Trans>
      </button>
      {answer && (
        <div role={answer.ok ? 'status' : 'alert'} data-testid="redeem-answer">
          <Notice tone={answer.ok ? 'info' : 'warn'} title={answer.ok ? <Trans>Funds received</Trans> : <Trans>The code was not redeemed</Trans>}>
            {answer.text}
          </Notice>
        </div>
      )}
    </form>
  );
}

/** A new code from the spot balance: coin, amount (within what is available), authenticator code, then the fund password. */
export function CreateCodeCard() {
  const { t } = useLingui();
  const format = useFormat();
  const { openFundPassword } = useFundPasswordRequests();
  const account = useQuery(spotBalancesQuery()).data?.data;
  const held = (account?.list ?? []).filter((b) => Number(b.available) > 0).map((b) => b.currency);
  const [chosen, setChosen] = useState<string | null>(null);
  const asset = chosen !== null && held.includes(chosen) ? chosen : (held.includes('USDT') ? 'USDT' : held[0]) ?? 'USDT';
  const available = account ? balanceOf(account, asset).available : '0';
  const [amount, setAmount] = useState('');
  const [totp, setTotp] = useState('');
  const [touched, setTouched] = useState(false);
  const [created, setCreated] = useState<GateCode | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const create = useMutation(createGateCodeMutation());
  const amountIssue = amount === '' || Number(amount) <= 0 ? 'empty' : exceeds(amount, available) ? 'over' : null;
  const totpIssue = /^\d{6}$/.test(totp) ? null : 'totp';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setRefusal(null);
    setCreated(null);
    if (amountIssue || totpIssue) return;
    const params = { asset, amount, totp, client_id: newClientId() };
    openFundPassword(({ fundpass }) => {
      create.mutate(
        { ...params, fundpass },
        {
          onSuccess: (result) => {
            const body = result.data;
            if (body === null) setRefusal(t`The code could not be created. Check your connection and try again.`);
            else if (body.code !== 0 || body.data === null) setRefusal(body.message);
            else {
              setCreated(body.data);
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
    <Card className="ui-stack">
      <h2 className="ui-card__title" id="create">
        <Trans>Create a code</Trans>
      </h2>
      <p className="ui-muted" style={{ margin: 0 }}>
        <Trans>Send funds to another user of ours: the amount leaves your spot account now and is held until the code is redeemed or you cancel it.</Trans>
      </p>
      <form className="ui-form" onSubmit={submit} noValidate data-testid="create-code-form">
        <div className="ui-grid ui-grid--2">
          <SelectField label={t`Coin`} value={asset} onChange={(e) => setChosen(e.target.value)} options={(held.length > 0 ? held : [asset]).map((c) => ({ value: c, label: c }))} />
          <TextField
            label={t`Amount`}
            inputMode="decimal"
            value={amount}
            suffix={
              <span className="ui-row" style={{ gap: 8 }}>
                {Number(available) > 0 && (
                  <button type="button" className="ui-link" style={{ background: 'none', border: 0, padding: 0, font: 'inherit', fontWeight: 600, cursor: 'pointer' }} onClick={() => setAmount(available)}>
                    <Trans>Max</Trans>
                  </button>
                )}
                {asset}
              </span>
            }
            onChange={(e) => setAmount(sanitizeAmount(e.target.value, { precision: 8 }))}
            error={touched && amountIssue === 'empty' ? t`Enter an amount.` : touched && amountIssue === 'over' ? t`The amount exceeds your available balance.` : undefined}
          />
        </div>
        <TextField label={t`Authenticator code`} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={totp} onChange={(e) => setTotp(e.target.value.replace(/\D/g, ''))} error={touched && totpIssue ? t`Enter the 6-digit code from your authenticator app.` : undefined} />
        <KeyValues items={[{ label: <Trans>Available</Trans>, value: <span data-testid="code-available">{amountText(format, available, asset)}</span> }]} />
        <button type="submit" className={btn('primary', 'lg')} disabled={create.isPending}>
          <Trans>Create</Trans>
        </button>
        {refusal !== null && (
          <div role="alert">
            <Notice tone="warn">{refusal}</Notice>
          </div>
        )}
        {created && (
          <div role="status" data-testid="code-created">
            <Notice title={<Trans>Code created</Trans>}>
              <div className="ui-address-box">
                <span className="ui-address-box__value ui-mono" data-testid="created-code">
                  {created.code}
                </span>
                <CopyButton value={created.code} />
              </div>
              <Trans>Send this code to the recipient. It works once.</Trans>
            </Notice>
          </div>
        )}
      </form>
    </Card>
  );
}

/** The user's codes, newest first: an active one can be copied or cancelled (its amount returns to spot). */
export function CodesList() {
  const { t } = useLingui();
  const format = useFormat();
  const codes = useQuery(gateCodesQuery());
  const cancel = useMutation(cancelGateCodeMutation());
  const [refusal, setRefusal] = useState<string | null>(null);
  const statusBadge = (status: GateCode['status']) =>
    status === 'active' ? <Badge tone="accent">{t({ message: 'Active', context: 'code status' })}</Badge> : status === 'redeemed' ? <Badge tone="rise">{t`Redeemed`}</Badge> : <Badge>{t({ message: 'Cancelled', context: 'code status' })}</Badge>;
  const columns: Column<GateCode>[] = [
    {
      id: 'code',
      header: <Trans>Transfer code</Trans>,
      cell: (r) => (
        <span className="account-code">
          <span className="ui-mono">{r.code}</span>
          <span className="ui-strong">{amountText(format, r.amount, r.asset)}</span>
          {r.status === 'active' && (
            <span className="account-code__actions">
              <CopyButton value={r.code} />
              <button
                type="button"
                className={btn('secondary', 'sm')}
                disabled={cancel.isPending}
                onClick={() => {
                  setRefusal(null);
                  cancel.mutate({ id: r.id }, { onSuccess: (result) => setRefusal(result.data === null ? t`The code could not be cancelled. Check your connection and try again.` : result.data.code !== 0 ? result.data.message : null) });
                }}
              >
                {t({ message: 'Cancel', context: 'verb' })}
              </button>
            </span>
          )}
        </span>
      ),
    },
    { id: 'status', header: <Trans>Status</Trans>, cell: (r) => statusBadge(r.status) },
    { id: 'created', header: <Trans>Created</Trans>, wide: true, sortValue: (r) => r.create_time, cell: (r) => format.date(r.create_time, { dateStyle: 'medium', timeStyle: 'short' }) },
  ];
  return (
    <Card className="ui-stack">
      <h2 className="ui-card__title">
        <Trans>Your codes</Trans>
      </h2>
      {refusal !== null && (
        <div role="alert">
          <Notice tone="warn">{refusal}</Notice>
        </div>
      )}
      <ListGate query={codes} empty={<Trans>No codes yet</Trans>} retry={() => void codes.refetch()}>
        {(rows) => <DataTable rows={rows} columns={columns} rowKey={(r) => r.id} caption={t`Your codes`} initialSort={{ id: 'created', direction: 'desc' }} />}
      </ListGate>
    </Card>
  );
}
