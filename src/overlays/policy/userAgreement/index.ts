/**
 * The updated user agreement (SPEC section 4; data-overlay "userAgreement").
 * Decided by policies/userAgreement.json; placed by policies/screen.json (after the Turkey
 * declaration in the dialog slot). Its lifecycle is the screen dialog machine; the component is
 * lazy (docs/overlay-pattern.md).
 */
import { lazy } from 'react';
import { withExtrasCatalog } from '../../../i18n/catalogs';

export const loadUserAgreement = withExtrasCatalog(() => import('./UserAgreement'));
export const UserAgreement = lazy(() => loadUserAgreement().then((m) => ({ default: m.UserAgreement })));
