/**
 * The funds-transfer and master/sub-account transfer panels (SPEC section 2 item 9;
 * data-overlay "transferPanel", variants transfer and sub-transfer): separately hosted mini-apps
 * (../miniApp) opened from the account pages.
 */
export { TransferButton } from './TransferPanel';
