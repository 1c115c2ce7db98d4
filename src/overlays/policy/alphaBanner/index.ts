/**
 * The alpha banner (SPEC sections 2 item 13, 3, 4, 9; data-overlay "alphaBanner", the card id as
 * its variant). Decided by policies/alphaBanner.json; placed by policies/screen.json (the promo
 * slot). Its lifecycle is the screen dialog machine; the component is lazy.
 */
import { lazy } from 'react';
import { withExtrasCatalog } from '../../../i18n/catalogs';
import { definePolicyOverlay } from '../../registry/policy';
import { screenDialogMachine } from '../../machines/screenDialog.machine';

export const loadAlphaBanner = withExtrasCatalog(() => import('./AlphaBanner'));
export const AlphaBanner = lazy(() => loadAlphaBanner().then((m) => ({ default: m.AlphaBanner })));

export const overlay = definePolicyOverlay({ id: 'alphaBanner', slot: 'promo', machine: screenDialogMachine, Component: AlphaBanner });
