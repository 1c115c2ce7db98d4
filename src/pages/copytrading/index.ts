/**
 * Copy trading (SPEC section 2, earn and copy routes): /copytrading and a lead trader's page
 * /copytrading/trader/futures/{id}.
 */
export { TraderAvatar, CopyTradingPage } from './CopyTradingPage';
export { TraderPage } from './TraderPage';
