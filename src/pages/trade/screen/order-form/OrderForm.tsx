/**
 * The trading screen's order form, shared by the spot, isolated-margin and alpha pages (futures
 * pages have their own, src/pages/trade/futures/FuturesForm.tsx). On the spot account
 * (`account="spot"`) it places real orders on the backend (docs/trading-api.md), and on the pair's
 * isolated margin account with `account="margin"` (docs/margin.md: the same form, the margin
 * account's available and endpoint): limit, market and stop-limit, price, amount and total linked
 * both ways, a share of the available balance, the pair's rules checked before calling, the fee
 * and the estimated total shown before confirming, the server's rejection shown as it says it.
 * There is no form without an account (the preview form that placed nothing is gone). Placing an
 * order asks for the fund password as often as the user chose.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { useLoggedIn } from '../../../../facts/hooks';
import { useLocale } from '../../../../i18n/useLocale';
import { loginHref } from '../../../../site/loginGuard';
import { useSite } from '../../../../site/site';
import { useLocalizedPath } from '../../../../site/useLocalizedPath';
import { btn } from '../../../../ui/form/Button';
import { SpotOrderForm } from './SpotOrderForm';
import './orderForm.css';

export type OrderSide = 'buy' | 'sell';

export interface OrderFormOptions {
  base: string;
  quote: string;
  /** The live last price (the stream's ticker; the listing's only until the stream answers). */
  price: number;
  /** Labels of the two sides: Buy/Sell on spot, Long/Short on futures. */
  sideLabels?: { buy: ReactNode; sell: ReactNode };
  /** Extra controls above the inputs (leverage, margin mode). */
  extra?: ReactNode;
  priceDecimals?: number;
  amountDecimals?: number;
  /**
   * The account the form trades on: 'spot' places real orders on the spot account, 'margin' on
   * the pair's isolated margin account (docs/margin.md). Futures have their own form.
   */
  account: 'spot' | 'margin';
}

/** Limit, market and stop-limit orders. Placing one needs an account: logged-out visitors get log-in links. */
export function OrderForm(props: OrderFormOptions) {
  const loggedIn = useLoggedIn();
  // One element for the form's life: the form is memoised, and a new one would render it with every ticker.
  const login = useMemo(() => <LoginLinks />, []);
  return <SpotOrderForm {...props} loggedIn={loggedIn} login={login} />;
}

export function LoginLinks() {
  const site = useSite();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const location = useLocation();
  const back = `${location.pathname}${location.searchStr}`;
  const { t } = useLingui();
  return (
    <div className="order-form__login" role="group" aria-label={t`Log in to trade`}>
      <a href={loginHref(site, locale, back)} className={btn('primary', 'lg', 'trade-order-form__submit')}>
        <Trans>Log in to trade</Trans>
      </a>
      <a href={localize('/signup')} className={btn('secondary', 'md', 'trade-order-form__submit')}>
        <Trans>Sign up</Trans>
      </a>
    </div>
  );
}
