/**
 * The fund-password overlays' requests (src/overlays/user/fundPassword), in a module of their own so
 * that only the pages that ask for them (security, trading) carry the code, not the first load.
 */
import { useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { focusTarget, overlayRequestAtom } from './requests';

export function useFundPasswordRequests(): {
  openFrequencyDialog(returnFocus?: HTMLElement | null): void;
  openFundPassword(onConfirmed: (result: { fundpass: string; validity: 0 | 1 | 2 }) => void, returnFocus?: HTMLElement | null): void;
} {
  const set = useSetAtom(overlayRequestAtom);
  return useMemo(
    () => ({
      openFrequencyDialog: (returnFocus) => set({ kind: 'frequencyDialog', returnFocus: focusTarget(returnFocus) }),
      openFundPassword: (onConfirmed, returnFocus) => set({ kind: 'fundPassword', onConfirmed, returnFocus: focusTarget(returnFocus) }),
    }),
    [set],
  );
}
