/**
 * The remind bars (SPEC section 4): variant = the flag (COOKIES_POLICY, LIMIT_IP_HOME, LIMIT_WITHDRAW_HOME, NOT_LOGIN_IP_LIMIT, PROHIBITED_COUNTRIES).
 * Decided by policies/remindBar.json; placed by policies/screen.json. Its lifecycle is the screen
 * dialog machine (src/overlays/machines/screenDialog.machine.ts), spawned when the arbiter gives it its
 * slot; the component is lazy (docs/overlay-pattern.md).
 */
import { lazy } from 'react';
import { withExtrasCatalog } from '../../../i18n/catalogs';
import { definePolicyOverlay } from '../../registry/policy';
import { screenDialogMachine } from '../../machines/screenDialog.machine';

export const loadRemindBar = withExtrasCatalog(() => import('./RemindBar'));
export const RemindBar = lazy(() => loadRemindBar().then((m) => ({ default: m.RemindBar })));

export const overlay = definePolicyOverlay({ id: 'remindBar', slot: 'bars', machine: screenDialogMachine, Component: RemindBar });
