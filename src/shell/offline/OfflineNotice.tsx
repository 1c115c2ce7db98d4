import { Trans } from '@lingui/react/macro';
import './offline.css';

/**
 * Shown while the browser is offline (SPEC section 7, the service worker's navigation fallback;
 * issue 15): the page still opens from the worker's cache, and this says why prices and the
 * account do not move. Fixed at the foot of the viewport, so its arrival moves nothing.
 */
export function OfflineNotice() {
  return (
    <div className="offline-notice" role="status" data-testid="offline-notice">
      <svg className="offline-notice__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0M12 19h.01M3 3l18 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <p className="offline-notice__text">
        <Trans>You are offline. Prices and balances may be out of date until you reconnect.</Trans>
      </p>
    </div>
  );
}
