/**
 * The exclusive-rewards modal (SPEC sections 2 item 13, 9; data-overlay "exclusiveModal").
 * Decided by policies/exclusiveModal.json; placed by policies/screen.json (last in the dialog
 * slot). Its lifecycle is the screen dialog machine; the component is lazy.
 */
import { lazy } from 'react';
import { withExtrasCatalog } from '../../../i18n/catalogs';
import { definePolicyOverlay } from '../../registry/policy';
import { screenDialogMachine } from '../../machines/screenDialog.machine';

export const loadExclusiveModal = withExtrasCatalog(() => import('./ExclusiveModal'));
export const ExclusiveModal = lazy(() => loadExclusiveModal().then((m) => ({ default: m.ExclusiveModal })));

export const overlay = definePolicyOverlay({ id: 'exclusiveModal', slot: 'dialog', machine: screenDialogMachine, Component: ExclusiveModal });
