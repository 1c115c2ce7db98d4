/**
 * The new-user welcome pop-up (SPEC sections 2, 4; data-overlay "welcomePopup", variants A, B).
 * Decided by policies/welcomePopup.json (the experiment, the 4-a-day cap); placed by
 * policies/screen.json (last in the dialog slot: marketing gives way to everything else). Its
 * lifecycle is the screen dialog machine; the component is lazy (docs/overlay-pattern.md).
 */
import { lazy } from 'react';
import { withExtrasCatalog } from '../../../i18n/catalogs';
import { definePolicyOverlay } from '../../registry/policy';
import { screenDialogMachine } from '../../machines/screenDialog.machine';

export const loadWelcomePopup = withExtrasCatalog(() => import('./WelcomePopup'));
export const WelcomePopup = lazy(() => loadWelcomePopup().then((m) => ({ default: m.WelcomePopup })));

export const overlay = definePolicyOverlay({ id: 'welcomePopup', slot: 'dialog', machine: screenDialogMachine, Component: WelcomePopup });
