/**
 * The business compliance banner at the foot of the page (SPEC sections 2 item 7, 3).
 * Decided by policies/businessNotice.json; placed by policies/screen.json. Its lifecycle is the screen
 * dialog machine (src/overlays/machines/screenDialog.machine.ts), spawned when the arbiter gives it its
 * slot; the component is lazy (docs/overlay-pattern.md).
 */
import { lazy } from 'react';
import { withExtrasCatalog } from '../../../i18n/catalogs';
import { definePolicyOverlay } from '../../registry/policy';
import { screenDialogMachine } from '../../machines/screenDialog.machine';

export const loadBusinessNotice = withExtrasCatalog(() => import('./BusinessNotice'));
export const BusinessNotice = lazy(() => loadBusinessNotice().then((m) => ({ default: m.BusinessNotice })));

export const overlay = definePolicyOverlay({ id: 'businessNotice', slot: 'banners', machine: screenDialogMachine, Component: BusinessNotice });
