/**
 * The trading screen's order form (limit and market orders), shared by spot, margin, futures,
 * delivery and alpha pages. Placing an order asks for the fund password as often as the user chose.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { loginHref } from '../../../site/loginGuard';
import { useLoggedIn } from '../../../facts/hooks';
import { useSite } from '../../../site/site';
import { useLocale } from '../../../i18n/useLocale';
import { useLocalizedPath } from '../../../site/useLocalizedPath';
import { normalizeAmountOnBlur, sanitizeAmount } from '../../../lib/amount';
import { Segmented, TextField } from '../../../ui/form/Field';
import { useFormat } from '../../../i18n/format';
import { btn } from '../../../ui/form/Button';
import { useQuery } from '../../../api/hooks';
import { userFrequencyQuery } from '../../../api/queries';
import { useFundPasswordRequests } from '../../../overlays/fundPasswordRequests';

export type OrderSide = 'buy' | 'sell';

export interface OrderFormOptions {
  base: string;
  quote: string;
  price: number;
  /** Labels of the two sides: Buy/Sell on spot, Long/Short on futures. */
  sideLabels?: { buy: ReactNode; sell: ReactNode };
  /** Extra controls above the inputs (leverage, margin mode). */
  extra?: ReactNode;
  priceDecimals?: number;
  amountDecimals?: number;
}

/** Until when a fund password entered 'once an hour' stays valid (memory only; never stored). */
let fundPasswordValidUntil = 0;

/** Limit and market orders. Placing one needs an account: logged-out visitors get log-in links. */
export function OrderForm({ base, quote, price, sideLabels, extra, priceDecimals = 2, amountDecimals = 6 }: OrderFormOptions) {
  const { t } = useLingui();
  const format = useFormat();
  const site = useSite();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const location = useLocation();
  const [side, setSide] = useState<OrderSide>('buy');
  const [type, setType] = useState<'limit' | 'market'>('limit');
  const [limit, setLimit] = useState(() => price.toFixed(priceDecimals));
  const [amount, setAmount] = useState('');
  const [placed, setPlaced] = useState(false);
  const loggedIn = useLoggedIn();
  const { openFundPassword } = useFundPasswordRequests();
  const frequency = useQuery(userFrequencyQuery({ enabled: loggedIn })).data?.data;
  const effectivePrice = type === 'market' ? price : Number(limit || 0);
  const total = effectivePrice * Number(amount || 0);
  const labels = sideLabels ?? { buy: <Trans>Buy</Trans>, sell: <Trans>Sell</Trans> };
  const back = `${location.pathname}${location.searchStr}`;

  return (
    <form
      className="trade-order-form"
      aria-label={t`Place order`}
      data-testid="order-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!(Number(amount) > 0)) return;
        // SPEC sections 4, 5: the fund password, as often as the user chose (0 never; 1 once an
        // hour, remembered in this page only; 2 every time).
        if (frequency === 0 || (frequency !== 2 && Date.now() < fundPasswordValidUntil)) return setPlaced(true);
        openFundPassword((result) => {
          if (result.validity === 1) fundPasswordValidUntil = Date.now() + 3_600_000;
          setPlaced(true);
        });
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
      <div className="ui-tabs" role="tablist" aria-label={t`Order type`}>
        <button type="button" role="tab" aria-selected={type === 'limit'} className="ui-tabs__tab" onClick={() => setType('limit')}>
          <Trans>Limit</Trans>
        </button>
        <button type="button" role="tab" aria-selected={type === 'market'} className="ui-tabs__tab" onClick={() => setType('market')}>
          <Trans context="order type">Market</Trans>
        </button>
      </div>
      {extra}
      {type === 'limit' ? (
        <TextField label={t`Price`} inputMode="decimal" value={limit} suffix={quote} onChange={(e) => setLimit(sanitizeAmount(e.target.value, { precision: priceDecimals }))} onBlur={() => setLimit(normalizeAmountOnBlur(limit))} />
      ) : (
        <TextField label={t`Price`} value={t`Best market price`} suffix={quote} readOnly />
      )}
      <TextField label={t`Amount`} inputMode="decimal" value={amount} placeholder="0" suffix={base} onChange={(e) => { setPlaced(false); setAmount(sanitizeAmount(e.target.value, { precision: amountDecimals })); }} onBlur={() => setAmount(normalizeAmountOnBlur(amount))} />
      <div className="trade-pct-row" role="group" aria-label={t`Share of balance`}>
        {[25, 50, 75, 100].map((pct) => (
          <button key={pct} type="button" disabled={!loggedIn} onClick={() => setAmount('0')}>
            {format.number(pct / 100, { style: 'percent' })}
          </button>
        ))}
      </div>
      <div className="trade-order-form__row">
        <span>
          <Trans>Total</Trans>
        </span>
        <span className="ui-strong">
          {format.number(total, { maximumFractionDigits: priceDecimals })} {quote}
        </span>
      </div>
      <div className="trade-order-form__row">
        <span>
          <Trans>Available</Trans>
        </span>
        <span>{loggedIn ? `0 ${side === 'buy' ? quote : base}` : '—'}</span>
      </div>
      {loggedIn ? (
        <button type="submit" className={btn('primary', 'lg', `trade-order-form__submit trade-order-form__submit--${side}`)}>
          {side === 'buy' ? labels.buy : labels.sell} {base}
        </button>
      ) : (
        <div className="ui-stack" style={{ gap: 8 }}>
          <a href={loginHref(site, locale, back)} className={btn('primary', 'lg', 'trade-order-form__submit')}>
            <Trans>Log in to trade</Trans>
          </a>
          <a href={localize('/signup')} className={btn('secondary', 'md', 'trade-order-form__submit')}>
            <Trans>Sign up</Trans>
          </a>
        </div>
      )}
      {placed && (
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
