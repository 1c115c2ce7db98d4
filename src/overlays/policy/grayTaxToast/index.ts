/**
 * The gray-tax toast (SPEC sections 2 item 3, 3 gray_tax_area_toast, 4, 9).
 * Decided by policies/grayTaxToast.json; placed by policies/screen.json. Its lifecycle is the screen
 * dialog machine (src/overlays/machines/screenDialog.machine.ts), spawned when the arbiter gives it its
 * slot; the component is lazy (docs/overlay-pattern.md).
 */
import { lazy } from 'react';
import { withExtrasCatalog } from '../../../i18n/catalogs';
import { definePolicyOverlay } from '../../registry/policy';
import { screenDialogMachine } from '../../machines/screenDialog.machine';

export const loadGrayTaxToast = withExtrasCatalog(() => import('./GrayTaxToast'));
export const GrayTaxToast = lazy(() => loadGrayTaxToast().then((m) => ({ default: m.GrayTaxToast })));

export const overlay = definePolicyOverlay({ id: 'grayTaxToast', slot: 'toasts', machine: screenDialogMachine, Component: GrayTaxToast });
