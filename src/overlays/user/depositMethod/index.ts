/**
 * The deposit method selection modal (SPEC section 2). Decided by
 * policies/depositAlternatives.json; opened from the fund-wallet drawer's on-chain option. Lazy.
 */
import { lazy } from 'react';
import { withExtrasCatalog } from '../../../i18n/catalogs';
import { defineUserOverlay } from '../../registry/user';

export const loadDepositMethodModal = withExtrasCatalog(() => import('./DepositMethodModal'));
export const DepositMethodModal = lazy(() => loadDepositMethodModal().then((m) => ({ default: m.DepositMethodModal })));
export type { DepositMethodModalProps } from './DepositMethodModal';

export const overlays = [
  defineUserOverlay({
    id: 'depositMethod',
    request: 'depositMethod',
    load: loadDepositMethodModal,
    Component: DepositMethodModal,
    props: (request, onClosed) => ({ returnFocus: request.returnFocus, onClosed }),
  }),
];
