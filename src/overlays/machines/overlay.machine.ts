/**
 * The lifecycle of one overlay (drawer, modal dialog): closed -> opening -> open -> closing ->
 * closed. Opening and closing last `transition` (SPEC section 9: the drawer animates in about
 * 300 ms), a named delay so tests drive it with a simulated clock and a dialog can
 * `.provide({ delays: { transition: 200 } })` a shorter one. The machine holds only state logic;
 * `connectOverlay` (overlay.connect.ts) turns a snapshot into what the view renders (Zag style).
 */
import { assign, emit, setup } from 'xstate';

/** SPEC sections 4 and 9: "Drawer: slides open/closed in about 300ms". */
export const OVERLAY_TRANSITION_MS = 300;

export type OverlayEvent =
  /** Ask the overlay to open (ignored while it is open or opening). */
  | { type: 'overlay.open' }
  /** Ask it to close with its animation: Escape, the backdrop, a close button, a link. */
  | { type: 'overlay.dismiss' }
  /** The platform closed it without us (a second Escape closes a native dialog at once). */
  | { type: 'overlay.forceClose' }
  /** The overlay's decision changed (the engine re-decided): may it open? */
  | { type: 'overlay.decide'; allowed: boolean };

/** What the overlay tells its owner (`actor.on('overlay.closed', ...)`). */
export type OverlayEmitted = { type: 'overlay.opened' } | { type: 'overlay.closed' };

export const overlayMachine = setup({
  types: {
    context: {} as { allowed: boolean },
    events: {} as OverlayEvent,
    emitted: {} as OverlayEmitted,
  },
  delays: {
    transition: OVERLAY_TRANSITION_MS,
  },
  guards: {
    /**
     * May this overlay take the screen now? Its decision, as last sent with `overlay.decide`
     * (useOverlay's `mayOpen`); undecided, a user-opened overlay may open.
     */
    mayOpen: ({ context }) => context.allowed,
  },
  actions: {
    /** Once the closing animation has finished (the owner unmounts, focus returns). */
    onClosed: emit({ type: 'overlay.closed' } as const),
    /** Once the opening animation has finished. */
    onOpened: emit({ type: 'overlay.opened' } as const),
    /** Remember the overlay's latest decision. */
    recordDecision: assign({
      allowed: ({ event }) => (event.type === 'overlay.decide' ? event.allowed : true),
    }),
  },
}).createMachine({
  id: 'overlay',
  context: { allowed: true },
  on: { 'overlay.decide': { actions: 'recordDecision' } },
  initial: 'closed',
  states: {
    closed: {
      on: { 'overlay.open': { guard: 'mayOpen', target: 'opening' } },
    },
    opening: {
      after: { transition: { target: 'open', actions: 'onOpened' } },
      on: {
        'overlay.dismiss': 'closing',
        'overlay.forceClose': { target: 'closed', actions: 'onClosed' },
      },
    },
    open: {
      on: {
        'overlay.dismiss': 'closing',
        'overlay.forceClose': { target: 'closed', actions: 'onClosed' },
      },
    },
    closing: {
      after: { transition: { target: 'closed', actions: 'onClosed' } },
      on: {
        // Reopened mid-animation: slide back in from where it is.
        'overlay.open': { guard: 'mayOpen', target: 'opening' },
        'overlay.forceClose': { target: 'closed', actions: 'onClosed' },
      },
    },
  },
});
