/**
 * The chatroom widget (SPEC sections 2 item 11, 3, 4; data-overlay "chatroom"). Mounted by the
 * shell where the `chatroom` decision makes it available; the widget is lazy, and the chatroom
 * itself is a separately hosted mini-app (../miniApp).
 */
import { lazy } from 'react';
import { withExtrasCatalog } from '../../i18n/catalogs';

export const loadChatroom = withExtrasCatalog(() => import('./Chatroom'));
export const Chatroom = lazy(() => loadChatroom().then((m) => ({ default: m.Chatroom })));
