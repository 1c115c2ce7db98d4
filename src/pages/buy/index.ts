/**
 * Buying crypto (SPEC section 2, buying routes): /crypto/buy (card and bank), /buy-sell-crypto
 * and the peer-to-peer market /c2c.
 */
export { BuyCryptoPage, CardPurchasePage, BankPurchasePage, BuySellCryptoPage } from './BuyPages';
export {  } from './P2PPages';
export { PurchaseWidget } from './PurchaseWidget';
