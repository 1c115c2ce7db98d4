/**
 * The lifecycle of a policy-driven dialog, toast or banner the screen spawns (DESIGN: one screen,
 * one arbiter; docs/overlay-pattern.md): opening -> open -> closing -> closed (final). It records
 * the overlay's exposure when it shows, when the visitor closes it and when the visitor
 * acknowledges it (its primary button): what each moment writes is the policy's (throttles'
 * `record`), never this machine's. Whether it may show is the engine's: the screen spawns it only
 * when the arbiter gives it the slot.
 *
 * Timers are named delays, so tests drive them with a simulated clock: `transition` (the opening
 * and closing animation) and `autoClose` (for an overlay that closes itself: provide the delay and
 * the `autoCloses` guard, as the VIP popup does; it is recorded as closed).
 */
import { setup } from 'xstate';
import type { OverlayInput, ScreenEffects } from './screen.machine';

/** Dialogs fade in a little faster than the drawer slides (SPEC section 9: about 300 ms for it). */
export const SCREEN_DIALOG_TRANSITION_MS = 200;

export type ScreenDialogEvent =
  /** The primary button: record the acknowledgement, go where it points (if anywhere), close. */
  | { type: 'dialog.acknowledge'; to?: string }
  /** The close icon, Escape where there is a close icon, a cancel button: record, close. */
  | { type: 'dialog.close'; to?: string }
  /** The platform closed the native dialog without us (a second quick Escape): no animation. */
  | { type: 'dialog.forceClose' };

export interface ScreenDialogContext {
  id: string;
  variant?: string;
  effects: ScreenEffects;
}

/** Opening or open, the visitor may close it: by its primary button, by any other way, or the platform may. */
const CLOSING = {
  'dialog.acknowledge': { target: 'closing', actions: ['recordAcknowledged', 'recordClosed', 'follow'] },
  'dialog.close': { target: 'closing', actions: ['recordClosed', 'follow'] },
  'dialog.forceClose': { target: 'closed', actions: 'recordClosed' },
} as const;

export const screenDialogMachine = setup({
  types: {
    context: {} as ScreenDialogContext,
    events: {} as ScreenDialogEvent,
    input: {} as OverlayInput,
  },
  delays: {
    transition: SCREEN_DIALOG_TRANSITION_MS,
    autoClose: 0,
  },
  guards: {
    /** Whether this overlay closes itself after `autoClose` (off unless provided). */
    autoCloses: () => false,
  },
  actions: {
    recordShown: ({ context }) => context.effects.record(context.id, 'shown', context.variant),
    recordClosed: ({ context }) => context.effects.record(context.id, 'closed', context.variant),
    recordAcknowledged: ({ context }) => context.effects.record(context.id, 'acknowledged', context.variant),
    /** Where the button points, already judged by the URL policy (the view hides a rejected one). */
    follow: ({ context, event }) => {
      if ((event.type === 'dialog.acknowledge' || event.type === 'dialog.close') && event.to) context.effects.navigate(event.to);
    },
  },
}).createMachine({
  id: 'screenDialog',
  context: ({ input }) => ({ id: input.id, effects: input.effects, ...(input.variant ? { variant: input.variant } : {}) }),
  initial: 'opening',
  states: {
    opening: {
      entry: 'recordShown',
      after: { transition: 'open' },
      on: CLOSING,
    },
    open: {
      on: CLOSING,
      after: { autoClose: { guard: 'autoCloses', target: 'closing', actions: 'recordClosed' } },
    },
    closing: {
      after: { transition: 'closed' },
      on: { 'dialog.forceClose': 'closed' },
    },
    closed: { type: 'final' },
  },
});
