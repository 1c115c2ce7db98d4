import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { OverlayState } from './overlay.connect';
import type { screenDialogMachine } from './screenDialog.machine';
import type { OverlayHandle } from './useOverlay';

export type ScreenDialogActor = ActorRefFrom<typeof screenDialogMachine>;

/**
 * The connected API of a screen-spawned dialog's actor, in the shape `<Dialog>` takes (the same as
 * a user-opened overlay's `useOverlay`): dismissing is the close icon (recorded as closed).
 */
export function useScreenDialog(actor: ScreenDialogActor): OverlayHandle & {
  acknowledge(to?: string): void;
  close(to?: string): void;
} {
  const state = useSelector(actor, (snapshot) => snapshot.value as OverlayState);
  return useMemo(() => {
    const visible = state === 'opening' || state === 'open';
    return {
      state,
      mounted: state !== 'closed',
      visible,
      interactive: state === 'open',
      open: () => undefined,
      dismiss: () => actor.send({ type: 'dialog.close' }),
      forceClose: () => actor.send({ type: 'dialog.forceClose' }),
      acknowledge: (to?: string) => actor.send({ type: 'dialog.acknowledge', ...(to ? { to } : {}) }),
      close: (to?: string) => actor.send({ type: 'dialog.close', ...(to ? { to } : {}) }),
      rootProps: { 'data-state': visible ? 'open' : 'closed' },
    };
  }, [state, actor]);
}
