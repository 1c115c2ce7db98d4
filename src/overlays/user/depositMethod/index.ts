/**
 * The deposit method selection modal (SPEC section 2). Decided by
 * policies/depositAlternatives.json; opened from the fund-wallet drawer's on-chain option. Lazy.
 */
import { lazy } from 'react';
import { withExtrasCatalog } from '../../../i18n/catalogs';

export const loadDepositMethodModal = withExtrasCatalog(() => import('./DepositMethodModal'));
export const DepositMethodModal = lazy(() => loadDepositMethodModal().then((m) => ({ default: m.DepositMethodModal })));
