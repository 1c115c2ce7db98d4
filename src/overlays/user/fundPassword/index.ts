/**
 * The fund-password modal (a trade asks for it; data-overlay "fundPassword") and the frequency
 * dialog (the security page; data-overlay "frequencyDialog"), SPEC sections 4, 5, 7, 8.
 * User-opened overlays (src/overlays/requests.ts), lifecycle from useOverlay; lazy.
 */
import { lazy } from 'react';
import { withExtrasCatalog } from '../../../i18n/catalogs';
import { defineUserOverlay } from '../../registry/user';

export const loadFundPassword = withExtrasCatalog(() => import('./components'));
export const FundPasswordModal = lazy(() => loadFundPassword().then((m) => ({ default: m.FundPasswordModal })));
export const FrequencyDialog = lazy(() => loadFundPassword().then((m) => ({ default: m.FrequencyDialog })));

/** Both dialogs share one chunk. */
export const overlays = [
  defineUserOverlay({
    id: 'fundPassword',
    request: 'fundPassword',
    load: loadFundPassword,
    Component: FundPasswordModal,
    props: (request, onClosed) => ({ returnFocus: request.returnFocus, onClosed, onConfirmed: request.onConfirmed }),
  }),
  defineUserOverlay({
    id: 'frequencyDialog',
    request: 'frequencyDialog',
    load: loadFundPassword,
    Component: FrequencyDialog,
    props: (request, onClosed) => ({ returnFocus: request.returnFocus, onClosed }),
  }),
];
