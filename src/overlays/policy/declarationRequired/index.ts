/**
 * The Turkey customer declaration (SPEC sections 4, 6; data-overlay "declaration").
 * Decided by policies/declarationRequired.json; placed by policies/screen.json (first in the
 * dialog slot). Its lifecycle is the screen dialog machine (src/overlays/machines/screenDialog.machine.ts),
 * spawned when the arbiter gives it its slot; the component is lazy (docs/overlay-pattern.md).
 */
import { lazy } from 'react';
import { withExtrasCatalog } from '../../../i18n/catalogs';
import { definePolicyOverlay } from '../../registry/policy';
import { screenDialogMachine } from '../../machines/screenDialog.machine';

export const loadDeclaration = withExtrasCatalog(() => import('./Declaration'));
export const Declaration = lazy(() => loadDeclaration().then((m) => ({ default: m.Declaration })));

export const overlay = definePolicyOverlay({ id: 'declarationRequired', slot: 'dialog', machine: screenDialogMachine, Component: Declaration });
