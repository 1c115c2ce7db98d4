/**
 * The compliance tips modal (SPEC sections 2 item 7, 3, 4; main site only).
 * Decided by policies/complianceTips.json; placed by policies/screen.json. Its lifecycle is the screen
 * dialog machine (src/overlays/machines/screenDialog.machine.ts), spawned when the arbiter gives it its
 * slot; the component is lazy (docs/overlay-pattern.md).
 */
import { lazy } from 'react';
import { withExtrasCatalog } from '../../../i18n/catalogs';
import { definePolicyOverlay } from '../../registry/policy';
import { screenDialogMachine } from '../../machines/screenDialog.machine';

export const loadComplianceTips = withExtrasCatalog(() => import('./ComplianceTips'));
export const ComplianceTips = lazy(() => loadComplianceTips().then((m) => ({ default: m.ComplianceTips })));

export const overlay = definePolicyOverlay({ id: 'complianceTips', slot: 'dialog', machine: screenDialogMachine, Component: ComplianceTips });
