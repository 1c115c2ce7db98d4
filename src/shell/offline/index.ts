/** The offline notice (issue 15, service worker): shown while the browser has no network. */
export { OfflineNotice } from './OfflineNotice';
