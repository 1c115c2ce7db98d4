/**
 * The mobile app-download bar overlay (SPEC sections 2 item 1, 4, 9). Decided by
 * policies/appDownloadBar.json; placed by policies/screen.json (the bar stack). Its machine is
 * spawned by the screen machine when it gets its slot; the component is lazy.
 */
import { lazy } from 'react';
import { withExtrasCatalog } from '../../../i18n/catalogs';
import { definePolicyOverlay } from '../../registry/policy';
import { appDownloadBarMachine } from './appDownloadBar.machine';

export { appDownloadBarMachine } from './appDownloadBar.machine';
export const loadAppDownloadBar = withExtrasCatalog(() => import('./AppDownloadBar'));
export const AppDownloadBar = lazy(() => loadAppDownloadBar().then((m) => ({ default: m.AppDownloadBar })));

export const overlay = definePolicyOverlay({ id: 'appDownloadBar', slot: 'bars', machine: appDownloadBarMachine, Component: AppDownloadBar });
