/**
 * The share modal (SPEC sections 2 item 13, 3, 5, 9; data-overlay "shareModal"): opened through
 * `useShareRequest()` (src/overlays/shareRequests.ts) or the ShareButton; the shell's
 * OverlayHost mounts the lazy modal (declared below).
 */
import { lazy } from 'react';
import { defineUserOverlay } from '../../registry/user';

export { ShareButton } from './ShareButton';
/** Its messages are in the pages catalog: it opens from pages, which have that catalog already. */
export const loadShareModal = () => import('./ShareModal');
export const ShareModal = lazy(() => loadShareModal().then((m) => ({ default: m.ShareModal })));

export const overlays = [
  defineUserOverlay({
    id: 'shareModal',
    request: 'share',
    load: loadShareModal,
    Component: ShareModal,
    props: (request, onClosed) => ({ props: request.props, returnFocus: request.returnFocus, onClosed }),
  }),
];
