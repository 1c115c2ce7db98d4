/**
 * The registration modal overlay (SPEC section 2, other screens 10): the login and signup forms
 * of ../registration in a dialog. Decided by policies/registrationModal.json; opened by the
 * header's Log in and Sign up buttons through src/overlays. Lazy.
 */
import { lazy } from 'react';
import { withExtrasCatalog } from '../../../i18n/catalogs';
import { defineUserOverlay } from '../../registry/user';

export const loadRegistrationModal = withExtrasCatalog(() => import('./RegistrationModal'));
export const RegistrationModal = lazy(() => loadRegistrationModal().then((m) => ({ default: m.RegistrationModal })));
export type { RegistrationModalProps } from './RegistrationModal';

export const overlays = [
  defineUserOverlay({
    id: 'registrationModal',
    request: 'registration',
    load: loadRegistrationModal,
    Component: RegistrationModal,
    props: (request, onClosed) => ({ mode: request.mode, returnFocus: request.returnFocus, onClosed }),
  }),
];
