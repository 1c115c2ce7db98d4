/**
 * The sticky KYC prompt bar's lifecycle (SPEC sections 2 item 6, 4, 6): shown until the visitor
 * closes it, which sets the session's KYC2-completed flag (policies/kycBar.json reads
 * sessionStorage kyc2_completed, so the engine stops deciding it); "Verify now" goes to the KYC
 * home. Spawned by the screen machine when the arbiter gives it its place in the bar stack.
 */
import { setup } from 'xstate';
import { track } from '../../../analytics';
import type { OverlayInput, ScreenEffects } from '../../machines/screen.machine';

/** The sessionStorage flag the policy reads (SPEC: "Closing sets the KYC2-completed flag for the session"). */
export const KYC_BAR_CLOSED_KEY = 'kyc2_completed';
/** Where "Verify now" goes (SPEC section 2 routes: /myaccount/kyc_home). */
const KYC_HOME_PATH = '/myaccount/kyc_home';

export type KycBarEvent = { type: 'bar.verify' } | { type: 'bar.close' };

export const kycBarMachine = setup({
  types: {
    context: {} as { effects: ScreenEffects },
    events: {} as KycBarEvent,
    input: {} as OverlayInput,
  },
  actions: {
    goVerify: ({ context }) => {
      // SPEC section 7: the verify-now event.
      track({ name: 'kyc_upgrade_kyc2_verify_now', source: 'kycBar' });
      context.effects.navigate(KYC_HOME_PATH);
    },
    recordDismissal: ({ context }) =>
      context.effects.write({ store: 'sessionStorage', key: KYC_BAR_CLOSED_KEY, value: '1' }),
  },
}).createMachine({
  id: 'kycBar',
  context: ({ input }) => ({ effects: input.effects }),
  initial: 'shown',
  states: {
    shown: {
      on: {
        'bar.verify': { actions: 'goVerify' },
        'bar.close': { target: 'closed', actions: 'recordDismissal' },
      },
    },
    closed: { type: 'final' },
  },
});
