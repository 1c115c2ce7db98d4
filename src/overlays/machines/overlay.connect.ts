/**
 * Zag-style connect: a pure function from the overlay machine's state to the view's API, so the
 * view's logic is unit-testable without React. The view spreads `rootProps` on the dialog element.
 */
export type OverlayState = 'closed' | 'opening' | 'open' | 'closing';

export interface OverlayApi {
  state: OverlayState;
  /** The element must be in the DOM (and the native dialog shown): every state but closed. */
  mounted: boolean;
  /** Slid in (or sliding in): opening or open. The CSS animates between the two looks. */
  visible: boolean;
  /** Input and focus are live: fully open. */
  interactive: boolean;
  open(): void;
  dismiss(): void;
  rootProps: { 'data-state': 'open' | 'closed' };
}

export function connectOverlay(
  state: OverlayState,
  send: (event: { type: 'overlay.open' } | { type: 'overlay.dismiss' }) => void,
): OverlayApi {
  const visible = state === 'opening' || state === 'open';
  return {
    state,
    mounted: state !== 'closed',
    visible,
    interactive: state === 'open',
    open: () => send({ type: 'overlay.open' }),
    dismiss: () => send({ type: 'overlay.dismiss' }),
    rootProps: { 'data-state': visible ? 'open' : 'closed' },
  };
}
