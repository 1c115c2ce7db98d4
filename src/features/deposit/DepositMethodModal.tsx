import { Trans, useLingui } from '@lingui/react/macro';
import { useLocalize } from '../../app/shell/locale';
import { useSite } from '../../app/site';
import { useDecision } from '../../facts';
import { useOverlay } from '../../machines/useOverlay';
import { AppLink } from '../../ui/AppLink';
import { Dialog } from '../../ui/Dialog';
import { ChevronRightIcon } from '../../ui/moreIcons';
import { OptionIcon } from './OptionIcon';
import './deposit.css';

export interface DepositMethodModalProps {
  returnFocus: HTMLElement | null;
  onClosed: () => void;
  /** The coin to deposit on chain (SPEC: /myaccount/deposit/{currency}, default USDT). */
  currency?: string;
}

/**
 * The deposit method selection modal (SPEC section 2): deposit on chain, and, where the
 * `depositAlternatives` decision allows (main site, not UK or Italy limited, no fiat-trade menu
 * entry), the alternatives peer-to-peer, credit card and bank card.
 */
export function DepositMethodModal({ returnFocus, onClosed, currency = 'USDT' }: DepositMethodModalProps) {
  const overlay = useOverlay({ openOnMount: true, onClosed, transitionMs: 200 });
  const alternatives = useDecision('depositAlternatives');
  const site = useSite();
  const localize = useLocalize();
  const { t } = useLingui();
  const fiat = encodeURIComponent(site.defaultFiat);

  const rows = [
    {
      id: 'onchain',
      href: `/myaccount/deposit/${encodeURIComponent(currency)}`,
      label: t`Deposit crypto on chain`,
      hint: t`Send ${currency} or other coins from another wallet`,
    },
  ];
  const alternativeRows =
    alternatives === true
      ? [
          { id: 'p2p', href: '/c2c/market', label: t`Peer-to-peer`, hint: t`Buy from other users, 0 fees` },
          {
            id: 'card',
            href: `/crypto/buy/with-credit-card?method=card&fiat=${fiat}`,
            label: t`Credit card`,
            hint: t`Visa and Mastercard`,
          },
          {
            id: 'bank',
            href: `/crypto/buy/with-bank-account?method=bank&fiat=${fiat}`,
            label: t`Bank card`,
            hint: t`Pay from your bank account`,
          },
        ]
      : [];

  const list = (items: typeof rows) => (
    <ul className="deposit-group__list">
      {items.map((row) => (
        <li key={row.id}>
          <AppLink
            href={localize(row.href)}
            className="deposit-option"
            onClick={() => overlay.dismiss()}
            data-testid={`deposit-method-${row.id}`}
          >
            <span className="deposit-option__icon" aria-hidden="true">
              <OptionIcon id={row.id} />
            </span>
            <span className="deposit-option__text">
              <span className="deposit-option__label">{row.label}</span>
              <span className="deposit-option__hint">{row.hint}</span>
            </span>
            <ChevronRightIcon className="deposit-option__chevron" />
          </AppLink>
        </li>
      ))}
    </ul>
  );

  return (
    <Dialog
      overlay={overlay}
      title={<Trans>Select a deposit method</Trans>}
      returnFocus={returnFocus}
      data-testid="deposit-method-modal"
    >
      <section className="deposit-group">{list(rows)}</section>
      {alternativeRows.length > 0 && (
        <section className="deposit-group" data-testid="deposit-alternatives">
          <h3 className="deposit-group__title">
            <Trans>Other ways to get crypto</Trans>
          </h3>
          {list(alternativeRows)}
        </section>
      )}
    </Dialog>
  );
}
