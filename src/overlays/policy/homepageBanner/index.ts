/**
 * The homepage banner (SPEC sections 2 item 13, 4; data-overlay "homepageBanner", the plan id as
 * its variant). Decided by policies/homepageBanner.json; placed by policies/screen.json (the
 * promo slot). Its lifecycle is the screen dialog machine; the component is lazy.
 */
import { lazy } from 'react';
import { withExtrasCatalog } from '../../../i18n/catalogs';
import { definePolicyOverlay } from '../../registry/policy';
import { screenDialogMachine } from '../../machines/screenDialog.machine';

export const loadHomepageBanner = withExtrasCatalog(() => import('./HomepageBanner'));
export const HomepageBanner = lazy(() => loadHomepageBanner().then((m) => ({ default: m.HomepageBanner })));

export const overlay = definePolicyOverlay({ id: 'homepageBanner', slot: 'promo', machine: screenDialogMachine, Component: HomepageBanner });
