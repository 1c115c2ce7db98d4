/**
 * The fund-password step before an order (SPEC sections 4, 5): asked as often as the user chose
 * (0 never; 1 once an hour, remembered in this page only, never stored; 2 every time). The
 * password typed goes with the order, and the backend checks it (docs/trading-api.md): a refusal
 * forgets the hour, so the next order asks again.
 */
import { useCallback } from 'react';
import { useQuery } from '../../../../api/hooks';
import { userFrequencyQuery } from '../../../../api/queries';
import { userSecurityQuery } from '../../../../api/trading/securityQueries';
import { useFundPasswordRequests } from '../../../../overlays/fundPasswordRequests';

/** Until when a fund password entered 'once an hour' stays valid (memory only). */
let fundPasswordValidUntil = 0;

/**
 * `gate(proceed)` runs `proceed` at once (no password: not asked), or with the fund password the
 * user confirmed.
 */
export function useFundPasswordGate(enabled: boolean): (proceed: (fundPassword?: string) => void, returnFocus?: HTMLElement | null) => void {
  const { openFundPassword } = useFundPasswordRequests();
  const frequency = useQuery(userFrequencyQuery({ enabled })).data?.data;
  // An account without a fund password (a new one) is not asked for one it cannot have; where the
  // security settings could not be read, the step asks as its frequency says.
  const hasFundPassword = useQuery(userSecurityQuery({ enabled })).data?.data?.fund_password !== false;
  return useCallback(
    (proceed, returnFocus) => {
      if (!hasFundPassword || frequency === 0 || (frequency !== 2 && Date.now() < fundPasswordValidUntil)) return proceed();
      openFundPassword((result) => {
        if (result.validity === 1) fundPasswordValidUntil = Date.now() + 3_600_000;
        proceed(result.fundpass);
      }, returnFocus);
    },
    [frequency, hasFundPassword, openFundPassword],
  );
}

/**
 * Forgets a password confirmed for the hour: the backend refused it (the next order asks again);
 * and tests share their worker's modules (vitest.config.ts `isolate: false`), so a test that
 * confirmed the password forgets it after.
 */
export function forgetFundPassword(): void {
  fundPasswordValidUntil = 0;
}
