import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { connectOverlay, type OverlayApi, type OverlayState } from './overlay.connect';
import { overlayMachine } from './overlay.machine';

export interface UseOverlayOptions {
  /** Open as soon as the component mounts (lazily loaded overlays: the click already happened). */
  openOnMount?: boolean;
  /** Length of the opening and closing animation; the machine's default is 300 ms. */
  transitionMs?: number;
  /** After the closing animation (or a forced close): unmount, return focus. */
  onClosed?: () => void;
  /**
   * The overlay's decision: whether it may open now (the machine's `mayOpen` guard reads it).
   * Undefined while the engine has not decided yet: a user-opened overlay then opens.
   */
  mayOpen?: boolean;
}

export interface OverlayHandle extends OverlayApi {
  /** The platform closed the element already (native dialog): skip the animation. */
  forceClose(): void;
}

/** Runs one overlay machine for a component and returns its connected API. */
export function useOverlay(options: UseOverlayOptions = {}): OverlayHandle {
  const { openOnMount = false, transitionMs, onClosed, mayOpen } = options;
  const onClosedRef = useRef(onClosed);
  useLayoutEffect(() => {
    onClosedRef.current = onClosed;
  }, [onClosed]);
  const [logic] = useState(() =>
    transitionMs === undefined ? overlayMachine : overlayMachine.provide({ delays: { transition: transitionMs } }),
  );
  const actor = useActorRef(logic);

  // The decision first, then the open below: effects run in order.
  useEffect(() => {
    actor.send({ type: 'overlay.decide', allowed: mayOpen !== false });
  }, [actor, mayOpen]);
  const state = useSelector(actor, (snapshot) => snapshot.value as OverlayState);

  useEffect(() => {
    const subscription = actor.on('overlay.closed', () => onClosedRef.current?.());
    return () => subscription.unsubscribe();
  }, [actor]);

  useEffect(() => {
    if (!openOnMount) return;
    actor.send({ type: 'overlay.open' });
    // Refused by its decision: the overlay never shows, and its owner lets it go.
    if (actor.getSnapshot().value === 'closed') onClosedRef.current?.();
  }, [actor, openOnMount]);

  return useMemo(
    () => ({
      ...connectOverlay(state, actor.send),
      forceClose: () => actor.send({ type: 'overlay.forceClose' }),
    }),
    [state, actor],
  );
}
