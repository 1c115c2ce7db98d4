/**
 * The IP-penetration notice's lifecycle (SPEC section 4; policies/ipCheck.json decides which
 * notice the check's result calls for). States are the screen dialog's (opening, open, closing,
 * closed), so `<Dialog>` draws it the same way; what differs is which notice shows and how each
 * one may end:
 *
 * - upgrade (result 2, or the VPN notice cancelled): no close icon unless the server says
 *   closable; its button goes to verification and closes it. Closing is recorded as `closed`,
 *   which the policy turns into the 2-hour (7200 s) suppression stamp.
 * - vpn (results 3 and 0): accept ('I have turned it off') reloads the page, so the check runs
 *   again; cancel turns it into the upgrade notice.
 * - detected (result 4): cannot be closed; its button, if any, only follows its link.
 */
import { assign, setup } from 'xstate';
import type { OverlayInput, ScreenEffects } from '../../machines/screen.machine';
import { SCREEN_DIALOG_TRANSITION_MS } from '../../machines/screenDialog.machine';

export type IpNotice = 'upgrade' | 'vpn' | 'detected';

function isIpNotice(value: unknown): value is IpNotice {
  return value === 'upgrade' || value === 'vpn' || value === 'detected';
}

export interface IpCheckContext {
  id: string;
  notice: IpNotice;
  closable: boolean;
  effects: ScreenEffects;
}

export type IpCheckEvent =
  /** The notice's primary button: upgrade goes to verification and closes; detected follows its link. */
  | { type: 'dialog.acknowledge'; to?: string }
  /** The close icon or Escape (only where the notice may be closed). */
  | { type: 'dialog.close' }
  /** The platform closed the native dialog without us. */
  | { type: 'dialog.forceClose' }
  /** The VPN notice: the visitor turned the VPN off; reload to check again. */
  | { type: 'ipCheck.accept' }
  /** The VPN notice: the visitor keeps it on; show the upgrade notice. */
  | { type: 'ipCheck.cancel' }
  /** The check's answer as the view read it: whether the server allows closing the notice. */
  | { type: 'ipCheck.closable'; closable: boolean };

/** Opening or open: what each notice lets the visitor do. */
const ACTIVE = {
  'dialog.acknowledge': [
    { guard: 'isUpgrade', target: 'closing', actions: ['recordAcknowledged', 'recordClosed', 'follow'] },
    { guard: 'isDetected', actions: 'follow' },
  ],
  'dialog.close': { guard: 'mayClose', target: 'closing', actions: 'recordClosed' },
  // The platform closed it: only a closable notice follows (the view shows a non-closable one again).
  'dialog.forceClose': { guard: 'mayClose', target: 'closed', actions: 'recordClosed' },
  'ipCheck.accept': { guard: 'isVpn', target: 'reloading', actions: ['recordAcknowledged', 'reload'] },
  'ipCheck.cancel': { guard: 'isVpn', actions: ['recordClosed', 'toUpgrade', 'recordShown'] },
} as const;

export const ipCheckMachine = setup({
  types: {
    context: {} as IpCheckContext,
    events: {} as IpCheckEvent,
    input: {} as OverlayInput,
  },
  delays: { transition: SCREEN_DIALOG_TRANSITION_MS },
  guards: {
    isUpgrade: ({ context }) => context.notice === 'upgrade',
    isVpn: ({ context }) => context.notice === 'vpn',
    isDetected: ({ context }) => context.notice === 'detected',
    /** Only the upgrade notice, and only when the server allows it. */
    mayClose: ({ context }) => context.notice === 'upgrade' && context.closable,
  },
  actions: {
    recordShown: ({ context }) => context.effects.record(context.id, 'shown', context.notice),
    recordClosed: ({ context }) => context.effects.record(context.id, 'closed', context.notice),
    recordAcknowledged: ({ context }) => context.effects.record(context.id, 'acknowledged', context.notice),
    follow: ({ context, event }) => {
      if (event.type === 'dialog.acknowledge' && event.to) context.effects.navigate(event.to);
    },
    reload: ({ context }) => context.effects.reload(),
    toUpgrade: assign({ notice: 'upgrade' as IpNotice }),
  },
}).createMachine({
  id: 'ipCheck',
  context: ({ input }) => ({
    id: input.id,
    notice: isIpNotice(input.variant) ? input.variant : 'upgrade',
    closable: false,
    effects: input.effects,
  }),
  initial: 'opening',
  on: {
    'ipCheck.closable': { actions: assign({ closable: ({ event }) => event.closable }) },
  },
  states: {
    opening: {
      entry: 'recordShown',
      after: { transition: 'open' },
      on: ACTIVE,
    },
    open: { on: ACTIVE },
    closing: {
      after: { transition: 'closed' },
      on: { 'dialog.forceClose': 'closed' },
    },
    /** The page is reloading: nothing more happens here. */
    reloading: {},
    closed: { type: 'final' },
  },
});
