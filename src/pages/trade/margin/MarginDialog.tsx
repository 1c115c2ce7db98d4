/**
 * Transfer, Borrow and Repay for a pair's isolated margin account (docs/margin.md), in the futures
 * page's dialog pattern (../futures/ModalSheet): the coin, the amount with its limit from the
 * backend (spot available or what may leave; the most that may be borrowed; what is owed), and
 * the server's answer as it says it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '../../../api/hooks';
import { balanceOf } from '../../../api/trading/endpoints';
import type { MarginAnswer, MarginSnapshot } from '../../../api/trading/margin';
import { marginBorrowMutation, marginRepayMutation, marginTransferMutation } from '../../../api/trading/marginQueries';
import { spotBalancesQuery } from '../../../api/trading/queries';
import type { ApiResult } from '../../../api/client';
import { useFormat } from '../../../i18n/format';
import { sanitizeAmount } from '../../../lib/amount';
import { btn } from '../../../ui/form/Button';
import { Segmented } from '../../../ui/form/Field';
import { DecimalField } from '../screen/order-form/orderFormParts';
import { ModalSheet, Rows } from '../futures/ModalSheet';

export type MarginAction = 'transfer' | 'borrow' | 'repay';

/** The smaller of two decimal strings (as the server sent them). */
const least = (a: string, b: string) => (Number(a) <= Number(b) ? a : b);

export function MarginDialog({ action, account, onClose }: { action: MarginAction; account: MarginSnapshot; onClose: () => void }) {
  const { t } = useLingui();
  const format = useFormat();
  const [currency, setCurrency] = useState(account.quote.currency);
  const [direction, setDirection] = useState<'in' | 'out'>('in');
  const [amount, setAmount] = useState('');
  const [answer, setAnswer] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const spot = useQuery(spotBalancesQuery({ enabled: action === 'transfer' })).data?.data;
  const transfer = useMutation(marginTransferMutation());
  const borrow = useMutation(marginBorrowMutation());
  const repay = useMutation(marginRepayMutation());
  const pending = transfer.isPending || borrow.isPending || repay.isPending;
  const asset = currency === account.base.currency ? account.base : account.quote;
  const decimals = asset === account.base ? 8 : 2;
  const owed = String(Number(asset.borrowed) + Number(asset.interest));
  // The most this action may move: the backend's figure (for repaying, what is owed, at most what the account holds).
  const most =
    action === 'transfer'
      ? direction === 'in'
        ? (spot ? balanceOf(spot, currency).available : '0')
        : asset.transferable
      : action === 'borrow'
        ? asset.max_borrowable
        : least(owed, asset.available);
  const title = action === 'transfer' ? t`Transfer` : action === 'borrow' ? t`Borrow` : t`Repay`;
  const num = (value: string) => `${format.number(Number(value), { maximumFractionDigits: 8 })} ${currency}`;

  const submit = async () => {
    setAnswer(null);
    const params = { symbol: account.symbol, currency, amount };
    const result: ApiResult<MarginAnswer | null> =
      action === 'transfer' ? await transfer.mutateAsync({ ...params, direction }) : action === 'borrow' ? await borrow.mutateAsync(params) : await repay.mutateAsync(params);
    if (result.data === null) setAnswer({ tone: 'error', text: t`The exchange did not answer. Check your connection and try again.` });
    else if (result.data.code !== 0 || result.data.account === null) setAnswer({ tone: 'error', text: result.data.message });
    else {
      setAnswer({ tone: 'ok', text: action === 'transfer' ? t`Transferred.` : action === 'borrow' ? t`Borrowed.` : t`Repaid.` });
      setAmount('');
    }
  };

  const rows: [ReactNode, ReactNode, string][] =
    action === 'transfer'
      ? [[<Trans key="a">Available</Trans>, num(most), 'limit']]
      : action === 'borrow'
        ? [
            [<Trans key="m">Max borrowable</Trans>, num(asset.max_borrowable), 'limit'],
            [<Trans key="r">Hourly interest</Trans>, format.percent(Number(asset.hourly_rate) * 100, 4), 'rate'],
          ]
        : [
            [<Trans key="o">Owed, interest first</Trans>, num(owed), 'owed'],
            [<Trans key="a">Available</Trans>, num(asset.available), 'limit'],
          ];

  return (
    <ModalSheet title={title} onClose={onClose} testId={`margin-${action}`}>
      <div className="ui-stack futures-modal__body">
        {action === 'transfer' && (
          <Segmented
            size="sm"
            label={t`Direction`}
            value={direction}
            onChange={(next) => {
              setDirection(next);
              setAnswer(null);
            }}
            options={[
              { value: 'in', label: <Trans>Spot to isolated margin</Trans> },
              { value: 'out', label: <Trans>Isolated margin to spot</Trans> },
            ]}
          />
        )}
        <Segmented
          size="sm"
          label={t`Coin`}
          value={currency}
          onChange={(next) => {
            setCurrency(next);
            setAnswer(null);
          }}
          options={[account.quote, account.base].map((a) => ({ value: a.currency, label: a.currency }))}
        />
        <div className="margin-dialog__choice">
          <DecimalField field={`margin-${action}-amount`} label={t`Amount`} value={amount} suffix={currency} onChange={(v) => setAmount(sanitizeAmount(v, { precision: decimals }))} />
          <button type="button" className={btn('ghost', 'sm', 'margin-dialog__max')} onClick={() => setAmount(floorText(most, decimals))} data-testid="margin-max">
            <Trans>Max</Trans>
          </button>
        </div>
        <Rows rows={rows} />
        {answer && (
          <p className={answer.tone === 'error' ? 'order-form__outcome order-form__outcome--error' : 'order-form__outcome'} role={answer.tone === 'error' ? 'alert' : 'status'} data-testid="margin-answer">
            {answer.text}
          </p>
        )}
        <div className="futures-modal__actions">
          <button type="button" className={btn('secondary', 'md')} onClick={onClose}>
            <Trans>Close</Trans>
          </button>
          <button type="button" className={btn('primary', 'md')} disabled={amount === '' || Number(amount) <= 0 || pending} onClick={() => void submit()} data-testid="margin-confirm">
            <Trans>Confirm</Trans>
          </button>
        </div>
      </div>
    </ModalSheet>
  );
}

/** A decimal string cut (not rounded) to `decimals`: Max never asks for more than the backend allows. */
function floorText(value: string, decimals: number): string {
  const [whole = '0', fraction = ''] = value.split('.');
  const cut = fraction.slice(0, decimals).replace(/0+$/, '');
  return cut === '' ? whole : `${whole}.${cut}`;
}
