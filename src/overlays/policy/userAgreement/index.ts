/**
 * The updated user agreement (SPEC section 4; data-overlay "userAgreement").
 * Decided by policies/userAgreement.json; placed by policies/screen.json (after the Turkey
 * declaration in the dialog slot). Its lifecycle is the screen dialog machine; the component is
 * lazy (docs/overlay-pattern.md).
 */
import { lazy } from 'react';
import { withExtrasCatalog } from '../../../i18n/catalogs';
import { definePolicyOverlay } from '../../registry/policy';
import { screenDialogMachine } from '../../machines/screenDialog.machine';

export const loadUserAgreement = withExtrasCatalog(() => import('./UserAgreement'));
export const UserAgreement = lazy(() => loadUserAgreement().then((m) => ({ default: m.UserAgreement })));

export const overlay = definePolicyOverlay({ id: 'userAgreement', slot: 'dialog', machine: screenDialogMachine, Component: UserAgreement });
