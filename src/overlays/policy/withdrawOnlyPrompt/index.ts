/**
 * The withdraw-only user's ticket-creation prompt (SPEC section 6).
 * Decided by policies/withdrawOnlyPrompt.json; placed by policies/screen.json. Its lifecycle is the screen
 * dialog machine (src/overlays/machines/screenDialog.machine.ts), spawned when the arbiter gives it its
 * slot; the component is lazy (docs/overlay-pattern.md).
 */
import { lazy } from 'react';
import { withExtrasCatalog } from '../../../i18n/catalogs';
import { definePolicyOverlay } from '../../registry/policy';
import { screenDialogMachine } from '../../machines/screenDialog.machine';

export const loadWithdrawOnlyPrompt = withExtrasCatalog(() => import('./WithdrawOnlyPrompt'));
export const WithdrawOnlyPrompt = lazy(() => loadWithdrawOnlyPrompt().then((m) => ({ default: m.WithdrawOnlyPrompt })));

export const overlay = definePolicyOverlay({ id: 'withdrawOnlyPrompt', slot: 'dialog', machine: screenDialogMachine, Component: WithdrawOnlyPrompt });
