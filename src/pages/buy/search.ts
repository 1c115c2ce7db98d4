/** Search and path parameters of the buying pages (SPEC section 2, Buying). */
import { fiatCode, oneOf, optional, searchValidator } from '../../lib/searchParams';

const PAYMENT_METHODS = ['card', 'bank'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface PurchaseSearch {
  method: PaymentMethod;
  /** ISO 4217 code; the site's default fiat (site config `defaultFiat`) when absent. */
  fiat?: string;
}

function purchaseValidator(fallback: PaymentMethod) {
  return searchValidator<PurchaseSearch>((raw) => ({
    method: oneOf(raw.method, PAYMENT_METHODS) ?? fallback,
    ...optional('fiat', fiatCode(raw.fiat)),
  }));
}

/** `/crypto/buy/with-credit-card?method=card&fiat=EUR`. */
export const validateCardPurchaseSearch = purchaseValidator('card');
/** `/crypto/buy/with-bank-account?method=bank&fiat=EUR`. */
export const validateBankPurchaseSearch = purchaseValidator('bank');

/** `/c2c/USDT_{fiat}`: the fiat of the peer-to-peer market, or undefined if not a fiat code. */
export function p2pFiat(value: unknown): string | undefined {
  return fiatCode(value);
}
