/**
 * The regional compliance dialog (SPEC sections 2 item 4, 4, 8): variants default, uk, hk, ltw, uz.
 * Decided by policies/complianceDialog.json; placed by policies/screen.json. Its lifecycle is the screen
 * dialog machine (src/overlays/machines/screenDialog.machine.ts), spawned when the arbiter gives it its
 * slot; the component is lazy (docs/overlay-pattern.md).
 */
import { lazy } from 'react';
import { withExtrasCatalog } from '../../../i18n/catalogs';
import { definePolicyOverlay } from '../../registry/policy';
import { screenDialogMachine } from '../../machines/screenDialog.machine';

export const loadComplianceDialog = withExtrasCatalog(() => import('./ComplianceDialog'));
export const ComplianceDialog = lazy(() => loadComplianceDialog().then((m) => ({ default: m.ComplianceDialog })));

export const overlay = definePolicyOverlay({ id: 'complianceDialog', slot: 'dialog', machine: screenDialogMachine, Component: ComplianceDialog });
