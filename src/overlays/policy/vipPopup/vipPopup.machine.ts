/**
 * The VIP popup's lifecycle: the screen dialog machine, closing itself 10 s after it opened
 * (SPEC section 9: VIP popup auto-hide 10 s), recorded as closed.
 */
import { screenDialogMachine } from '../../machines/screenDialog.machine';

export const VIP_POPUP_AUTO_CLOSE_MS = 10_000;

export const vipPopupMachine = screenDialogMachine.provide({
  delays: { autoClose: VIP_POPUP_AUTO_CLOSE_MS },
  guards: { autoCloses: () => true },
});
