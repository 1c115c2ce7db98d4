/**
 * "Cancel all" open orders after a confirmation dialog (the trade page's orders panel and
 * /myaccount/orders). The button hosts its dialog itself (lifecycle from useOverlay): no request
 * opens it from elsewhere, so the registry lists none.
 */
export { CancelAllButton } from './CancelAllButton';

export const overlays = [];
