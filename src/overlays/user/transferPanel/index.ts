/**
 * The funds-transfer and master/sub-account transfer panels (SPEC section 2 item 9;
 * data-overlay "transferPanel", variants transfer and sub-transfer): separately hosted mini-apps
 * (../miniApp) opened from the account pages.
 */
import type { UserOverlay } from '../../registry/user';

export { TransferButton, type TransferKind } from './TransferPanel';

/** None for the overlay host: the panel is a mini-app its TransferButton opens and hosts itself. */
export const overlays: readonly UserOverlay[] = [];
