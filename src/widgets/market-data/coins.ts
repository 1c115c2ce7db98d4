/**
 * Coin reference data comes from the backend (the coins and coin calls of src/api/endpoints/catalog.ts);
 * fiat reference data from the header common data (./fiat.ts).
 */
export type { CoinCategory, CoinInfo } from '../../api';
