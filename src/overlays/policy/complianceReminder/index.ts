/**
 * The compliance reminder at the end of the 24 h cool-down (SPEC sections 3, 4).
 * Decided by policies/complianceReminder.json; placed by policies/screen.json. Its lifecycle is the screen
 * dialog machine (src/overlays/machines/screenDialog.machine.ts), spawned when the arbiter gives it its
 * slot; the component is lazy (docs/overlay-pattern.md).
 */
import { lazy } from 'react';
import { withExtrasCatalog } from '../../../i18n/catalogs';
import { definePolicyOverlay } from '../../registry/policy';
import { screenDialogMachine } from '../../machines/screenDialog.machine';

export const loadComplianceReminder = withExtrasCatalog(() => import('./ComplianceReminder'));
export const ComplianceReminder = lazy(() => loadComplianceReminder().then((m) => ({ default: m.ComplianceReminder })));

export const overlay = definePolicyOverlay({ id: 'complianceReminder', slot: 'dialog', machine: screenDialogMachine, Component: ComplianceReminder });
