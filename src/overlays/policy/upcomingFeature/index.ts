/**
 * The EU helper dialog 'Stay tuned! This feature is upcoming' (SPEC sections 2 item 13, 8).
 * Decided by policies/upcomingFeature.json; placed by policies/screen.json. Its lifecycle is the
 * screen dialog machine (src/overlays/machines/screenDialog.machine.ts); the component is lazy.
 */
import { lazy } from 'react';
import { withExtrasCatalog } from '../../../i18n/catalogs';
import { definePolicyOverlay } from '../../registry/policy';
import { screenDialogMachine } from '../../machines/screenDialog.machine';

export const loadUpcomingFeature = withExtrasCatalog(() => import('./UpcomingFeature'));
export const UpcomingFeature = lazy(() => loadUpcomingFeature().then((m) => ({ default: m.UpcomingFeature })));

export const overlay = definePolicyOverlay({ id: 'upcomingFeature', slot: 'dialog', machine: screenDialogMachine, Component: UpcomingFeature });
