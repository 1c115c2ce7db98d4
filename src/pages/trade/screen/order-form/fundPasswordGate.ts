/**
 * The fund-password step before an order (SPEC sections 4, 5): asked as often as the user chose
 * (0 never; 1 once an hour, remembered in this page only, never stored; 2 every time).
 */
import { useCallback } from 'react';
import { useQuery } from '../../../../api/hooks';
import { userFrequencyQuery } from '../../../../api/queries';
import { useFundPasswordRequests } from '../../../../overlays/fundPasswordRequests';

/** Until when a fund password entered 'once an hour' stays valid (memory only). */
let fundPasswordValidUntil = 0;

/** `gate(proceed)` runs `proceed` at once, or after the user confirmed the fund password. */
export function useFundPasswordGate(enabled: boolean): (proceed: () => void, returnFocus?: HTMLElement | null) => void {
  const { openFundPassword } = useFundPasswordRequests();
  const frequency = useQuery(userFrequencyQuery({ enabled })).data?.data;
  return useCallback(
    (proceed, returnFocus) => {
      if (frequency === 0 || (frequency !== 2 && Date.now() < fundPasswordValidUntil)) return proceed();
      openFundPassword((result) => {
        if (result.validity === 1) fundPasswordValidUntil = Date.now() + 3_600_000;
        proceed();
      }, returnFocus);
    },
    [frequency, openFundPassword],
  );
}

/** Tests share their worker's modules (vitest.config.ts `isolate: false`): a test that confirmed the password forgets it after. */
export function forgetFundPassword(): void {
  fundPasswordValidUntil = 0;
}
