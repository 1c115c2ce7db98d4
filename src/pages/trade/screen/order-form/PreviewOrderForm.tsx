/**
 * The order form of the markets that have no account in the backend yet (futures, delivery,
 * alpha, margin: the next issue): the fields, the preview of the total, the fund-password step,
 * and a submit that says the (empty) account of that market cannot pay for it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useFormat } from '../../../../i18n/format';
import { normalizeAmountOnBlur, sanitizeAmount } from '../../../../lib/amount';
import { btn } from '../../../../ui/form/Button';
import { Segmented, TextField } from '../../../../ui/form/Field';
import { TabList, useTabs } from '../../../../ui/form/Tabs';
import { useFundPasswordGate } from './fundPasswordGate';
import type { OrderFormOptions, OrderSide } from './OrderForm';

export function PreviewOrderForm({
  base,
  quote,
  price,
  sideLabels,
  extra,
  priceDecimals = 2,
  amountDecimals = 6,
  loggedIn,
  login,
}: OrderFormOptions & { loggedIn: boolean; login: ReactNode }) {
  const { t } = useLingui();
  const format = useFormat();
  const [side, setSide] = useState<OrderSide>('buy');
  const [type, setType] = useState<'limit' | 'market'>('limit');
  const [limit, setLimit] = useState(() => price.toFixed(priceDecimals));
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const tabs = useTabs(type, setType);
  const gate = useFundPasswordGate(loggedIn);
  const labels = sideLabels ?? { buy: <Trans>Buy</Trans>, sell: <Trans>Sell</Trans> };
  const total = (type === 'market' ? price : Number(limit || 0)) * Number(amount || 0);

  return (
    <form
      className="trade-order-form order-form"
      aria-label={t`Place order`}
      data-testid="order-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (Number(amount) > 0) gate(() => setTried(true));
      }}
    >
      <Segmented
        label={t`Side`}
        value={side}
        onChange={setSide}
        options={[
          { value: 'buy', label: labels.buy, className: 'ui-segmented__option--buy' },
          { value: 'sell', label: labels.sell, className: 'ui-segmented__option--sell' },
        ]}
      />
      <TabList
        label={t`Order type`}
        tabsApi={tabs}
        className="ui-tabs order-form__types"
        tabs={[
          { value: 'limit', label: <Trans>Limit</Trans> },
          { value: 'market', label: <Trans context="order type">Market</Trans> },
        ]}
      />
      <div className="order-form__fields" {...tabs.panelProps(type)}>
        {extra}
        {type === 'limit' ? (
          <TextField label={t`Price`} inputMode="decimal" value={limit} suffix={quote} onChange={(e) => setLimit(sanitizeAmount(e.target.value, { precision: priceDecimals }))} onBlur={() => setLimit(normalizeAmountOnBlur(limit))} />
        ) : (
          <TextField label={t`Price`} value={t`Best market price`} suffix={quote} readOnly />
        )}
        <TextField label={t`Amount`} inputMode="decimal" value={amount} placeholder="0" suffix={base} onChange={(e) => { setTried(false); setAmount(sanitizeAmount(e.target.value, { precision: amountDecimals })); }} onBlur={() => setAmount(normalizeAmountOnBlur(amount))} />
        <div className="trade-order-form__row">
          <span>
            <Trans>Total</Trans>
          </span>
          <span className="ui-strong">
            {format.number(total, { maximumFractionDigits: priceDecimals })} {quote}
          </span>
        </div>
      </div>
      {loggedIn ? (
        <button type="submit" className={btn('primary', 'lg', `trade-order-form__submit trade-order-form__submit--${side}`)}>
          {side === 'buy' ? labels.buy : labels.sell} {base}
        </button>
      ) : (
        login
      )}
      {tried && (
        <p className="ui-muted ui-small" role="status">
          <Trans>Your balance is too low for this order. Deposit funds to continue.</Trans>{' '}
          <Link to="/{-$locale}/myaccount/deposit/{-$currency}" params={{ currency: side === 'buy' ? quote : base }} className="ui-link">
            <Trans>Deposit</Trans>
          </Link>
        </p>
      )}
    </form>
  );
}
