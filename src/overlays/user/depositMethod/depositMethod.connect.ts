/**
 * The deposit method modal's rows (SPEC section 2, deposit method selection): on-chain deposit
 * of `currency` (default USDT), and, when the `depositAlternatives` decision allows, the
 * alternatives peer-to-peer, credit card and bank card in the site's default fiat. Pure.
 */
export type MethodId = 'onchain' | 'p2p' | 'card' | 'bank';

export interface MethodRow {
  id: MethodId;
  href: string;
}

export interface DepositMethodView {
  onchain: MethodRow[];
  alternatives: MethodRow[];
}

export function connectDepositMethod(
  currency: string,
  defaultFiat: string,
  alternatives: boolean | undefined,
): DepositMethodView {
  const fiat = encodeURIComponent(defaultFiat);
  return {
    onchain: [{ id: 'onchain', href: `/myaccount/deposit/${encodeURIComponent(currency)}` }],
    alternatives:
      alternatives === true
        ? [
            { id: 'p2p', href: '/c2c/market' },
            { id: 'card', href: `/crypto/buy/with-credit-card?method=card&fiat=${fiat}` },
            { id: 'bank', href: `/crypto/buy/with-bank-account?method=bank&fiat=${fiat}` },
          ]
        : [],
  };
}
