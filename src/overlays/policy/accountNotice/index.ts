/**
 * The account notice dialog (SPEC sections 2 item 5, 3 kyc_toast, 4): variants riskUser, kycUpgrade.
 * Decided by policies/accountNotice.json; placed by policies/screen.json. Its lifecycle is the screen
 * dialog machine (src/overlays/machines/screenDialog.machine.ts), spawned when the arbiter gives it its
 * slot; the component is lazy (docs/overlay-pattern.md).
 */
import { lazy } from 'react';
import { withExtrasCatalog } from '../../../i18n/catalogs';
import { definePolicyOverlay } from '../../registry/policy';
import { screenDialogMachine } from '../../machines/screenDialog.machine';

export const loadAccountNotice = withExtrasCatalog(() => import('./AccountNotice'));
export const AccountNotice = lazy(() => loadAccountNotice().then((m) => ({ default: m.AccountNotice })));

export const overlay = definePolicyOverlay({ id: 'accountNotice', slot: 'dialog', machine: screenDialogMachine, Component: AccountNotice });
