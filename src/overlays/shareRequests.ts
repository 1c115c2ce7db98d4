/**
 * Opening the share modal (src/overlays/user/shareModal), in a module of its own so that only the
 * pages with a share button carry it, not the first load.
 */
import { useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { focusTarget, overlayRequestAtom, type ShareRequestProps } from './requests';

export function useShareRequest(): { openShare(props: ShareRequestProps, returnFocus?: HTMLElement | null): void } {
  const set = useSetAtom(overlayRequestAtom);
  return useMemo(() => ({ openShare: (props, returnFocus) => set({ kind: 'share', props, returnFocus: focusTarget(returnFocus) }) }), [set]);
}
