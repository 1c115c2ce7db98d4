/**
 * A region-switch bar's lifecycle (SPEC section 4): shown while the engine decides it (one bar
 * at a time, in the policy's priority); its switch button sets the language cookie to English
 * and leaves for the target site. Spawned by the screen machine with its variant (the bar id).
 */
import { setup } from 'xstate';
import type { OverlayInput, ScreenEffects } from '../../machines/screen.machine';
import { LANG_COOKIE } from '../../../i18n/langCookie';
import type { SwitchTarget } from './regionBar.connect';

/** The switch sets the lang cookie to English, for a year (as the app's own lang writes). */
const LANG_COOKIE_HOURS = 24 * 365;

export type RegionBarEvent = { type: 'bar.switch'; target: SwitchTarget };

export const regionBarMachine = setup({
  types: {
    context: {} as { variant: string; effects: ScreenEffects },
    events: {} as RegionBarEvent,
    input: {} as OverlayInput,
  },
  actions: {
    switchSite: ({ context }, target: SwitchTarget) => {
      context.effects.write({ store: 'cookies', key: LANG_COOKIE, value: 'en', ttlHours: LANG_COOKIE_HOURS });
      context.effects.goToSite(target.site, target.path);
    },
  },
}).createMachine({
  id: 'regionBar',
  context: ({ input }) => ({ variant: input.variant ?? '', effects: input.effects }),
  initial: 'shown',
  states: {
    shown: {
      on: {
        'bar.switch': { target: 'leaving', actions: { type: 'switchSite', params: ({ event }) => event.target } },
      },
    },
    // The page is about to be replaced; a second press does nothing.
    leaving: {},
  },
});
