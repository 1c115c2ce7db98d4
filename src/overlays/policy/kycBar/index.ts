/**
 * The sticky KYC prompt bar overlay (SPEC sections 2 item 6, 4, 6, 9). Decided by
 * policies/kycBar.json; placed by policies/screen.json (the bar stack). Its machine is spawned by
 * the screen machine when it gets its slot; the component is lazy.
 */
import { lazy } from 'react';
import { withExtrasCatalog } from '../../../i18n/catalogs';
import { definePolicyOverlay } from '../../registry/policy';
import { kycBarMachine } from './kycBar.machine';

export { kycBarMachine } from './kycBar.machine';
export const loadKycBar = withExtrasCatalog(() => import('./KycBar'));
export const KycBar = lazy(() => loadKycBar().then((m) => ({ default: m.KycBar })));

export const overlay = definePolicyOverlay({ id: 'kycBar', slot: 'bars', machine: kycBarMachine, Component: KycBar });
