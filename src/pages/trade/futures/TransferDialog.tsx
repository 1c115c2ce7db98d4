/**
 * Moves USDT between the spot and futures accounts (POST wallet/transfer, docs/futures.md) and
 * shows the server's answer: both accounts' new balances, or its reason for refusing.
 * `currency` (optional): the coin a coin-margined contract settles in (BTC), moved the same way.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useMutation, useQuery } from '../../../api/hooks';
import { balanceOf } from '../../../api/trading/endpoints';
import { walletIn, type WalletAccount } from '../../../api/trading/futures';
import { futuresAccountQuery, transferMutation } from '../../../api/trading/futuresQueries';
import { spotBalancesQuery } from '../../../api/trading/queries';
import { sanitizeAmount } from '../../../lib/amount';
import { btn } from '../../../ui/form/Button';
import { DecimalField } from '../screen/order-form/orderFormParts';
import { ModalSheet, newClientId, Rows } from './ModalSheet';

export function TransferDialog({ onClose, currency = 'USDT' }: { onClose: () => void; currency?: string }) {
  const { t } = useLingui();
  const [from, setFrom] = useState<WalletAccount>('spot');
  const to: WalletAccount = from === 'spot' ? 'futures' : 'spot';
  const [amount, setAmount] = useState('');
  const [answer, setAnswer] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const spot = useQuery(spotBalancesQuery()).data?.data;
  const futures = useQuery(futuresAccountQuery()).data?.data;
  const move = useMutation(transferMutation());
  const name = (account: WalletAccount) => (account === 'spot' ? t`Spot` : t`Futures`);
  const available = from === 'spot' ? (spot ? balanceOf(spot, currency).available : '—') : (walletIn(futures ?? null, currency)?.available ?? '—');
  const submit = async () => {
    setAnswer(null);
    const result = await move.mutateAsync({ from, to, currency, amount, client_id: newClientId() });
    if (result.data === null) setAnswer({ tone: 'error', text: t`The transfer could not be sent. Check your connection and try again.` });
    else if (result.data.code !== 0 || result.data.result === null) setAnswer({ tone: 'error', text: result.data.message });
    else {
      const { spot: s, futures: f } = result.data.result;
      const spotText = `${s.available} ${currency}`;
      const futuresText = `${f.available} ${currency}`;
      setAnswer({ tone: 'ok', text: t`Transferred. Spot: ${spotText} · Futures: ${futuresText} available` });
      setAmount('');
    }
  };
  return (
    <ModalSheet title={t`Transfer between your accounts`} onClose={onClose} testId="futures-transfer">
      <div className="ui-stack futures-modal__body">
        <div className="futures-form__row">
          <Rows rows={[[<Trans key="f">From</Trans>, name(from), 'from']]} />
          <button type="button" className={btn('ghost', 'sm')} onClick={() => setFrom(to)} aria-label={t`Swap accounts`} data-testid="transfer-swap">
            ⇄ {name(to)}
          </button>
        </div>
        <DecimalField field="transfer-amount" label={t`Amount`} value={amount} suffix={currency} onChange={(v) => setAmount(sanitizeAmount(v, { precision: currency === 'USDT' ? 4 : 8 }))} />
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
