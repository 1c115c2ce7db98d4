/**
 * The IP-penetration notice (SPEC sections 3, 4, 8, 9; data-overlay "ipCheck", variants upgrade,
 * vpn, detected). The check runs where policies/ipCheckRun.json says (src/facts/FactsFromApi.tsx,
 * the probe in src/api/endpoints/ipProbe.ts); policies/ipCheck.json decides the notice from its result;
 * policies/screen.json places it in the dialog slot. Its lifecycle: ./ipCheck.machine.ts. The
 * component is lazy.
 */
import { lazy } from 'react';
import { withExtrasCatalog } from '../../../i18n/catalogs';
import { definePolicyOverlay } from '../../registry/policy';
import { ipCheckMachine } from './ipCheck.machine';

export { ipCheckMachine } from './ipCheck.machine';
export const loadIpCheck = withExtrasCatalog(() => import('./IpCheck'));
export const IpCheck = lazy(() => loadIpCheck().then((m) => ({ default: m.IpCheck })));

export const overlay = definePolicyOverlay({ id: 'ipCheck', slot: 'dialog', machine: ipCheckMachine, Component: IpCheck });
