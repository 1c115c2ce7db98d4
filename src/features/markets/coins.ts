/**
 * Fiat reference data of the buying pages (coin reference data comes from the backend: the
 * coins and coin calls of src/api/catalog.ts).
 */
export type { CoinCategory, CoinInfo } from '../../api';

/** Fiat currencies the buying pages offer. */
export const FIATS = ['USD', 'EUR', 'GBP', 'TRY', 'JPY', 'AUD', 'AED', 'HKD', 'SGD', 'BRL'] as const;

/** Indicative USD value of one unit of each fiat (placeholder rates for the buying pages). */
export const USD_PER_FIAT: Readonly<Record<string, number>> = {
  USD: 1,
  EUR: 1.06,
  GBP: 1.27,
  TRY: 0.029,
  JPY: 0.0066,
  AUD: 0.65,
  AED: 0.272,
  HKD: 0.128,
  SGD: 0.745,
  BRL: 0.172,
};
