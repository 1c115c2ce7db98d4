/**
 * The futures order form (docs/futures.md): Open or Close, Limit / Market / Stop, the leverage
 * (1x to the contract's maximum, from the backend), cross or isolated, reduce-only, TP/SL on entry.
 * The cost and the largest size are shown before confirming (./futuresFormMath); the contract's
 * rules are checked as in spot (orderMath's validateOrder); a confirmation dialog shows the order
 * and the server's answer is shown as it says it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '../../../api/hooks';
import { useState, type FormEvent } from 'react';
import { walletIn, type FuturesContract, type FuturesPosition, type FuturesSnapshot } from '../../../api/trading/futures';
import { placeFuturesOrderMutation } from '../../../api/trading/futuresQueries';
import { normalizeAmountOnBlur, sanitizeAmount } from '../../../lib/amount';
import { btn } from '../../../ui/form/Button';
import { Segmented, SelectField } from '../../../ui/form/Field';
import { DecimalField } from '../screen/order-form/orderFormParts';
import { floorToStep, onStep, parse, priceForField, validateOrder, type OrderProblem } from '../screen/order-form/orderMath';
import { faceOf, leverageChoices, maxSize, orderCost } from './futuresFormMath';
import { ModalSheet, newClientId, Rows } from './ModalSheet';
import { TransferDialog } from './TransferDialog';
import '../screen/order-form/orderForm.css';

type Kind = 'limit' | 'market' | 'stop';
type Intent = 'open' | 'close';

export function FuturesForm({ contract, snapshot, last, loggedIn, login }: { contract: FuturesContract; snapshot: FuturesSnapshot | null; last: number; loggedIn: boolean; login: React.ReactNode }) {
  const { t } = useLingui();
  const position: FuturesPosition | undefined = snapshot?.positions.find((p) => p.symbol === contract.symbol);
  const [intent, setIntent] = useState<Intent>('open');
  const [kind, setKind] = useState<Kind>('market');
  const [leverage, setLeverage] = useState(Math.min(10, contract.max_leverage));
  const [mode, setMode] = useState<'cross' | 'isolated'>('cross');
  const [price, setPrice] = useState('');
  const [stopPrice, setStopPrice] = useState('');
  const [size, setSize] = useState('');
  const [reduceOnly, setReduceOnly] = useState(false);
  const [takeProfit, setTakeProfit] = useState('');
  const [stopLoss, setStopLoss] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [confirm, setConfirm] = useState<'buy' | 'sell' | null>(null);
  const [transfer, setTransfer] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'ok'; text: string } | null>(null);
  const place = useMutation(placeFuturesOrderMutation());
  const usedLeverage = position ? position.leverage : leverage;
  const usedMode = position ? position.margin_mode : mode;

  const marketPrice = priceForField(last, contract);
  const effective = kind === 'limit' ? price : kind === 'stop' ? stopPrice : marketPrice;
  // The wallet of the contract's settlement currency: USDT, or the coin of a coin-margined contract.
  const settle = contract.settle;
  const quote = contract.quote;
  const sizeUnit = contract.inverse ? t`Contracts` : contract.base;
  const available = walletIn(snapshot, settle)?.available ?? '0';
  const face = faceOf(contract);
  const cost = orderCost(effective, size, usedLeverage, contract.taker_fee_rate, face);
  const max = maxSize(available, effective, usedLeverage, contract.taker_fee_rate, contract.amount_step, face);
  const closing = intent === 'close' || reduceOnly;

  const problems: OrderProblem[] = validateOrder({ kind: kind === 'limit' ? 'limit' : 'market', side: 'buy', price: effective, stopPrice: '', amount: size, available: null }, contract);
  if (kind === 'stop') {
    if (parse(stopPrice) === null || parse(stopPrice) === 0n) problems.unshift({ field: 'stopPrice', kind: 'required' });
    else if (!onStep(stopPrice, contract.price_tick)) problems.unshift({ field: 'stopPrice', kind: 'tick', tick: contract.price_tick });
  }
  if (!closing && cost !== '' && (parse(cost) ?? 0n) > (parse(available) ?? 0n)) problems.push({ field: 'total', kind: 'balance' });
  const shown = (field: OrderProblem['field']) => (submitted ? problems.find((p) => p.field === field) : undefined);

  const onSubmit = (side: 'buy' | 'sell') => (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    setOutcome(null);
    if (problems.length > 0) return;
    setConfirm(side);
  };

  const send = async (side: 'buy' | 'sell') => {
    setConfirm(null);
    const result = await place.mutateAsync({
      symbol: contract.symbol,
      side,
      type: kind,
      price: kind === 'limit' ? price : undefined,
      stop_price: kind === 'stop' ? stopPrice : undefined,
      size,
      leverage: usedLeverage,
      margin_mode: usedMode,
      reduce_only: closing,
      take_profit: closing ? undefined : takeProfit,
      stop_loss: closing ? undefined : stopLoss,
      client_id: newClientId(),
    });
    if (result.data === null) setOutcome({ tone: 'error', text: t`The order could not be sent. Check your connection and try again.` });
    else if (result.data.code !== 0) setOutcome({ tone: 'error', text: result.data.message });
    else {
      setOutcome({ tone: 'ok', text: result.data.order?.status === 'filled' ? t`Order filled.` : t`Order placed.` });
      setSize('');
      setSubmitted(false);
    }
  };

  const sideLabel = (side: 'buy' | 'sell') => (intent === 'open' ? (side === 'buy' ? t`Open long` : t`Open short`) : side === 'buy' ? t`Close short` : t`Close long`);
  const decimal = (setter: (v: string) => void, decimals: number) => (value: string) => {
    setSubmitted(false);
    setter(sanitizeAmount(value, { precision: decimals }));
  };

  return (
    <form className="trade-order-form order-form futures-form" aria-label={t`Place order`} data-testid="futures-form" onSubmit={onSubmit('buy')} noValidate>
      <Segmented
        label={t`Side`}
        value={intent}
        onChange={(v) => {
          setIntent(v);
          setOutcome(null);
        }}
        options={[
          { value: 'open', label: <Trans context="futures">Open</Trans> },
          { value: 'close', label: <Trans context="futures">Close</Trans> },
        ]}
      />
      <div className="futures-form__row">
        <Segmented
          size="sm"
          label={t`Margin mode`}
          value={usedMode}
          onChange={(v) => !position && setMode(v)}
          options={[
            { value: 'cross', label: <Trans>Cross</Trans> },
            { value: 'isolated', label: <Trans>Isolated</Trans> },
          ]}
        />
        <SelectField
          label={t`Leverage`}
          value={String(usedLeverage)}
          disabled={position !== undefined}
          onChange={(e) => setLeverage(Number(e.target.value))}
          options={leverageChoices(contract.max_leverage).map((x) => ({ value: String(x), label: `${x}×` }))}
        />
      </div>
      <Segmented
        size="sm"
        label={t`Order type`}
        value={kind}
        onChange={setKind}
        options={[
          { value: 'limit', label: <Trans>Limit</Trans> },
          { value: 'market', label: <Trans context="order type">Market</Trans> },
          { value: 'stop', label: <Trans>Stop</Trans> },
        ]}
      />
      <div className="order-form__fields">
        <div className="order-form__available">
          <span>
            <Trans>Available</Trans>
          </span>
          <span className="order-form__num" data-testid="futures-available">
            {loggedIn ? `${available} ${settle}` : '—'}
          </span>
          {loggedIn && (
            <button type="button" className={btn('ghost', 'sm')} onClick={() => setTransfer(true)} data-testid="futures-transfer-open">
              <Trans>Transfer</Trans>
            </button>
          )}
        </div>
        {kind === 'stop' && <DecimalField field="stopPrice" label={t`Stop price`} value={stopPrice} suffix={quote} onChange={decimal(setStopPrice, contract.price_precision)} onBlur={() => setStopPrice(normalizeAmountOnBlur(stopPrice))} problem={shown('stopPrice')} />}
        {kind === 'limit' ? (
          <DecimalField field="price" label={t`Price`} value={price} suffix={quote} onChange={decimal(setPrice, contract.price_precision)} onBlur={() => setPrice(normalizeAmountOnBlur(price))} problem={shown('price')} />
        ) : (
          <DecimalField field="price" label={t`Price`} value={t`Best market price`} suffix={quote} readOnly />
        )}
        <DecimalField field="amount" label={t`Size`} value={size} suffix={sizeUnit} onChange={decimal(setSize, contract.amount_precision)} onBlur={() => setSize(normalizeAmountOnBlur(size))} problem={shown('amount') ?? shown('total')} />
        {intent === 'close' && position && (
          <button type="button" className={btn('ghost', 'sm')} onClick={() => setSize(floorToStep(position.size, contract.amount_step))}>
            <Trans>Max</Trans> {position.size} {sizeUnit}
          </button>
        )}
        {intent === 'open' && (
          <>
            <label className="order-form__check">
              <input type="checkbox" checked={reduceOnly} onChange={(e) => setReduceOnly(e.target.checked)} />
              <Trans>Reduce-only</Trans>
            </label>
            {!reduceOnly && (
              <div className="futures-form__stack">
                <DecimalField field="tp" label={t`Take profit`} value={takeProfit} suffix={quote} onChange={decimal(setTakeProfit, contract.price_precision)} />
                <DecimalField field="sl" label={t`Stop loss`} value={stopLoss} suffix={quote} onChange={decimal(setStopLoss, contract.price_precision)} />
              </div>
            )}
          </>
        )}
      </div>
      <dl className="order-form__summary" data-testid="futures-summary">
        <div>
          <dt>
            <Trans>Cost</Trans>
          </dt>
          <dd className="order-form__num" data-testid="futures-cost">
            {closing || cost === '' ? '—' : `≈ ${cost} ${settle}`}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Max size</Trans>
          </dt>
          <dd className="order-form__num" data-testid="futures-max">
            {intent === 'close' ? `${position?.size ?? '0'} ${sizeUnit}` : max === '' || !loggedIn ? '—' : `${max} ${sizeUnit}`}
          </dd>
        </div>
      </dl>
      {loggedIn ? (
        <div className="futures-form__buttons">
          <button type="submit" className={btn('primary', 'lg', 'trade-order-form__submit trade-order-form__submit--buy')} aria-busy={place.isPending || undefined} data-testid="futures-buy">
            {sideLabel('buy')}
          </button>
          <button type="button" className={btn('primary', 'lg', 'trade-order-form__submit trade-order-form__submit--sell')} aria-busy={place.isPending || undefined} onClick={() => onSubmit('sell')()} data-testid="futures-sell">
            {sideLabel('sell')}
          </button>
        </div>
      ) : (
        login
      )}
      {outcome && (
        <p className={outcome.tone === 'error' ? 'order-form__outcome order-form__outcome--error' : 'order-form__outcome'} role={outcome.tone === 'error' ? 'alert' : 'status'} data-testid="futures-outcome">
          {outcome.text}
        </p>
      )}
      {transfer && <TransferDialog onClose={() => setTransfer(false)} asset={settle} />}
      {confirm && (
        <ModalSheet title={t`Confirm order`} onClose={() => setConfirm(null)} testId="futures-confirm">
          <Rows
            rows={[
              [<Trans key="c">Contract</Trans>, `${contract.symbol.replace('_', '')} · ${usedLeverage}× ${usedMode === 'cross' ? t`Cross` : t`Isolated`}`],
              [<Trans key="s">Side</Trans>, sideLabel(confirm)],
              [<Trans key="p">Price</Trans>, kind === 'market' ? t`Best market price` : `${effective} ${quote}`, 'price'],
              [<Trans key="z">Size</Trans>, `${size} ${sizeUnit}`],
              [<Trans key="m">Cost</Trans>, closing ? '—' : `≈ ${cost} ${settle}`],
            ]}
          />
          <div className="futures-modal__actions">
            <button type="button" className={btn('secondary', 'md')} onClick={() => setConfirm(null)}>
              <Trans>Cancel</Trans>
            </button>
            <button type="button" className={btn('primary', 'md')} onClick={() => void send(confirm)} data-testid="futures-confirm-submit">
              <Trans>Confirm</Trans>
            </button>
          </div>
        </ModalSheet>
      )}
    </form>
  );
}
