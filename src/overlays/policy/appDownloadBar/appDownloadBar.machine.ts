/**
 * The mobile app-download bar's lifecycle (SPEC section 4, app-download bar; section 9): shown,
 * its detail text collapsed or expanded; a click on the bar goes to the download page, at most
 * once per 200 ms (the click debounce); the close icon ends it and records the dismissal for the
 * session (policies/appDownloadBar.json reads sessionStorage app_download_bar_hidden, so the
 * engine stops deciding it). Whether it shows at all is the engine's: this machine starts only
 * when the screen arbiter gives it its slot (src/overlays/machines/screen.machine.ts spawns it, with the
 * effects it may use).
 */
import { assign, setup } from 'xstate';
import { track } from '../../../analytics';
import type { OverlayInput, ScreenEffects } from '../../machines/screen.machine';

/** SPEC section 4: "Click debounce 200ms". */
export const APP_BAR_CLICK_DEBOUNCE_MS = 200;
/** SPEC section 4: "view event sent after 1s" (a bar seen for less than a second was not seen). */
export const APP_BAR_VIEW_DELAY_MS = 1000;
/** The sessionStorage entry the policy reads ("session config hides it"). */
export const APP_BAR_HIDDEN_KEY = 'app_download_bar_hidden';

export type AppDownloadBarEvent =
  | { type: 'bar.toggleDetail' }
  /** A click on Open; `deepLink` when the app's download link may open first (appDownloadDeepLink). */
  | { type: 'bar.click'; deepLink?: string }
  | { type: 'bar.close' };

export const appDownloadBarMachine = setup({
  types: {
    context: {} as { expanded: boolean; effects: ScreenEffects },
    events: {} as AppDownloadBarEvent,
    input: {} as OverlayInput,
  },
  delays: { clickDebounce: APP_BAR_CLICK_DEBOUNCE_MS, viewDelay: APP_BAR_VIEW_DELAY_MS },
  actions: {
    /** SPEC: the click "goes to the download page". */
    openDownload: ({ context, event }) => {
      track({ name: 'download_module_click', source: 'appDownloadBar' });
      // The download link (a universal link: the app if installed, else its download page),
      // or, where it is skipped or unusable, our download page.
      context.effects.navigate(event.type === 'bar.click' && event.deepLink ? event.deepLink : '/appdownload');
    },
    sendView: () => void track({ name: 'download_module_view', source: 'appDownloadBar' }),
    /** SPEC: "Closing hides it": for the session, through the one storage writer. */
    recordDismissal: ({ context }) =>
      context.effects.write({ store: 'sessionStorage', key: APP_BAR_HIDDEN_KEY, value: '1' }),
  },
}).createMachine({
  id: 'appDownloadBar',
  context: ({ input }) => ({ expanded: false, effects: input.effects }),
  initial: 'shown',
  states: {
    shown: {
      after: { viewDelay: { actions: 'sendView' } },
      initial: 'ready',
      states: {
        ready: { on: { 'bar.click': { target: 'debouncing', actions: 'openDownload' } } },
        // Clicks within 200 ms of the last one do nothing (a double tap opens one page).
        debouncing: { after: { clickDebounce: 'ready' } },
      },
      on: {
        'bar.toggleDetail': { actions: assign({ expanded: ({ context }) => !context.expanded }) },
        'bar.close': { target: 'closed', actions: 'recordDismissal' },
      },
    },
    closed: { type: 'final' },
  },
});
