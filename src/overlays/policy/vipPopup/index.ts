/**
 * The VIP popup (SPEC sections 3, 4, 9; data-overlay "vipPopup", variants VIP_EXPIRED,
 * VIP_INACTIVE, VIP_UPGRADED). Decided by policies/vipPopup.json; placed by policies/screen.json
 * (marketing, near the end of the dialog slot). Its lifecycle is the screen dialog machine closing
 * itself after 10 s (./vipPopup.machine.ts); the component is lazy.
 */
import { lazy } from 'react';
import { withExtrasCatalog } from '../../../i18n/catalogs';
import { definePolicyOverlay } from '../../registry/policy';
import { vipPopupMachine } from './vipPopup.machine';

export { vipPopupMachine } from './vipPopup.machine';
export const loadVipPopup = withExtrasCatalog(() => import('./VipPopup'));
export const VipPopup = lazy(() => loadVipPopup().then((m) => ({ default: m.VipPopup })));

export const overlay = definePolicyOverlay({ id: 'vipPopup', slot: 'dialog', machine: vipPopupMachine, Component: VipPopup });
