/**
 * The fund-wallet drawer overlay (SPEC section 2, deposit drawer). Decided by
 * policies/depositDrawer.json (its options) and policies/depositAlternatives.json (what on-chain
 * does); opened by the header's Deposit button through src/overlays. The component is lazy: the
 * first paint carries none of it.
 */
import { lazy } from 'react';
import { withExtrasCatalog } from '../../../i18n/catalogs';
import { defineUserOverlay } from '../../registry/user';

/** The drawer's chunk with the catalog part its messages are in. */
export const loadDepositDrawer = withExtrasCatalog(() => import('./DepositDrawer'));
export const DepositDrawer = lazy(() => loadDepositDrawer().then((m) => ({ default: m.DepositDrawer })));
export type { DepositDrawerProps } from './DepositDrawer';

export const overlays = [
  defineUserOverlay({
    id: 'depositDrawer',
    request: 'deposit',
    load: loadDepositDrawer,
    Component: DepositDrawer,
    props: (request, onClosed) => ({ returnFocus: request.returnFocus, onClosed }),
  }),
];
