/**
 * The region-switch bars (SPEC sections 2 item 2, 4): variant = the bar id (MAIN_TO_UK ...).
 * Decided by policies/regionBar.json; placed by policies/screen.json (the bar stack). Its
 * machine is spawned by the screen machine when it gets its slot; the component is lazy.
 */
import { lazy } from 'react';
import { withExtrasCatalog } from '../../../i18n/catalogs';
import { definePolicyOverlay } from '../../registry/policy';
import { regionBarMachine } from './regionBar.machine';

export { regionBarMachine } from './regionBar.machine';
export const loadRegionBar = withExtrasCatalog(() => import('./RegionBar'));
export const RegionBar = lazy(() => loadRegionBar().then((m) => ({ default: m.RegionBar })));

export const overlay = definePolicyOverlay({ id: 'regionBar', slot: 'bars', machine: regionBarMachine, Component: RegionBar });
