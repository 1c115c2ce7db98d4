/**
 * The one transfer between the user's accounts (POST wallet/transfer, docs/accounts.md): spot,
 * futures, earn, each running copy and, for a master, its sub-accounts, all listed by the backend
 * (the totals query's accounts, which /myaccount reads too). It shows what may leave the chosen
 * account and, after the transfer, the server's answer: both accounts' new available amounts,
 * or its reason for refusing. `asset`, `from` and `to` preselect (the futures page opens it from
 * spot to futures in USDT).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useMutation } from '../../../api/hooks';
import { transferMutation } from '../../../api/trading/futuresQueries';
import { sanitizeAmount } from '../../../lib/amount';
import { btn } from '../../../ui/form/Button';
import { SelectField } from '../../../ui/form/Field';
import { availableIn, newTransferId, useAccountName, useAccounts } from '../../../widgets/money';
import { DecimalField } from '../screen/order-form/orderFormParts';
import { ModalSheet, Rows } from './ModalSheet';

export function TransferDialog({ onClose, asset = 'USDT', from: initialFrom = 'spot', to: initialTo = 'futures' }: { onClose: () => void; asset?: string; from?: string; to?: string }) {
  const { t } = useLingui();
  const name = useAccountName();
  const { accounts } = useAccounts();
  const list = accounts ?? [];
  const [from, setFrom] = useState(initialFrom);
  const [to, setTo] = useState(initialTo);
  const [currency, setCurrency] = useState(asset);
  const [amount, setAmount] = useState('');
  const [answer, setAnswer] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const move = useMutation(transferMutation());
  const source = list.find((a) => a.account === from);
  const options = list.map((a) => ({ value: a.account, label: name(a) }));
  // The asset chosen, the preselected one, and whatever the source holds.
  const currencies = [...new Set([asset, currency, ...(source?.balances ?? []).filter((b) => Number(b.available) > 0).map((b) => b.currency)])];
  const available = accounts ? availableIn(source, currency) : '—';
  const swap = () => {
    setFrom(to);
    setTo(from);
    setAnswer(null);
  };
  const submit = async () => {
    setAnswer(null);
    if (from === to) {
      setAnswer({ tone: 'error', text: t`Choose two different accounts.` });
      return;
    }
    const result = await move.mutateAsync({ from, to, currency, amount, client_id: newTransferId() });
    if (result.data === null) setAnswer({ tone: 'error', text: t`The transfer could not be sent. Check your connection and try again.` });
    else if (result.data.code !== 0 || result.data.result === null) setAnswer({ tone: 'error', text: result.data.message });
    else {
      const after = result.data.result.accounts;
      const a = after.find((x) => x.account === from);
      const b = after.find((x) => x.account === to);
      const fromName = a ? name(a) : from;
      const toName = b ? name(b) : to;
      const fromLeft = availableIn(a, currency);
      const toLeft = availableIn(b, currency);
      setAnswer({ tone: 'ok', text: t`Transferred. ${fromName}: ${fromLeft} ${currency} · ${toName}: ${toLeft} ${currency} available` });
      setAmount('');
    }
  };
  return (
    <ModalSheet title={t`Transfer between your accounts`} onClose={onClose} testId="futures-transfer">
      <div className="ui-stack futures-modal__body">
        <div className="transfer-accounts">
          <SelectField label={<Trans>From</Trans>} options={options.length > 0 ? options : [{ value: from, label: from }]} value={from} onChange={(e) => setFrom(e.target.value)} data-testid="transfer-from" />
          <button type="button" className={btn('ghost', 'sm')} onClick={swap} aria-label={t`Swap accounts`} data-testid="transfer-swap">
            ⇄
          </button>
          <SelectField label={<Trans>To</Trans>} options={options.length > 0 ? options : [{ value: to, label: to }]} value={to} onChange={(e) => setTo(e.target.value)} data-testid="transfer-to" />
        </div>
        <SelectField label={<Trans>Currency</Trans>} options={currencies.map((c) => ({ value: c, label: c }))} value={currency} onChange={(e) => setCurrency(e.target.value)} data-testid="transfer-currency" />
        <DecimalField field="transfer-amount" label={t`Amount`} value={amount} suffix={currency} onChange={(v) => setAmount(sanitizeAmount(v, { precision: 8 }))} />
        <Rows rows={[[<Trans key="a">Available</Trans>, `${available} ${currency}`, 'available']]} />
        {answer && (
          <p className={answer.tone === 'error' ? 'order-form__outcome order-form__outcome--error' : 'order-form__outcome'} role={answer.tone === 'error' ? 'alert' : 'status'} data-testid="transfer-answer">
            {answer.text}
          </p>
        )}
        <div className="futures-modal__actions">
          <button type="button" className={btn('secondary', 'md')} onClick={onClose}>
            <Trans>Close</Trans>
          </button>
          <button type="button" className={btn('primary', 'md')} disabled={amount === '' || move.isPending} onClick={() => void submit()} data-testid="transfer-confirm">
            <Trans>Confirm transfer</Trans>
          </button>
        </div>
      </div>
    </ModalSheet>
  );
}
