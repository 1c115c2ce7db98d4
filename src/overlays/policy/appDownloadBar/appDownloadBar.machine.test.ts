import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsLog, configureAnalytics, resetAnalytics } from '../../../analytics';
import { createActor, SimulatedClock } from 'xstate';
import { connectAppDownloadBar } from './appDownloadBar.connect';
import { APP_BAR_CLICK_DEBOUNCE_MS, APP_BAR_HIDDEN_KEY, APP_BAR_VIEW_DELAY_MS, appDownloadBarMachine } from './appDownloadBar.machine';

// The analytics log is module state every overlay's machine writes to, and the test files share
// their worker's modules (vitest isolate: false): a file run before this one (the KYC bar's) left
// 'kyc_upgrade_kyc2_verify_now' in it (seed 11 of `vitest run src/overlays --sequence.shuffle`).
// This file reads the log, so it starts each test from an empty one.
beforeEach(() => resetAnalytics());
afterEach(() => resetAnalytics());

function start() {
  const clock = new SimulatedClock();
  const effects = { navigate: vi.fn(), write: vi.fn(), goToSite: vi.fn(), reload: vi.fn(), record: vi.fn() };
  const actor = createActor(appDownloadBarMachine, { clock, input: { id: 'appDownloadBar', effects } }).start();
  const view = () => connectAppDownloadBar(actor.getSnapshot(), actor.send);
  return { actor, clock, effects, view };
}

describe('app-download bar machine (SPEC sections 4, 9)', () => {
  it('a click goes to the download page; clicks within the 200 ms debounce do nothing', () => {
    const { clock, effects, view } = start();
    expect(APP_BAR_CLICK_DEBOUNCE_MS).toBe(200);
    view().open();
    view().open();
    clock.increment(199);
    view().open();
    expect(effects.navigate).toHaveBeenCalledTimes(1);
    expect(effects.navigate).toHaveBeenCalledWith('/appdownload');
    clock.increment(1);
    view().open();
    expect(effects.navigate).toHaveBeenCalledTimes(2);
  });

  it('the detail text toggles between collapsed and expanded', () => {
    const { view } = start();
    expect(view().expanded).toBe(false);
    view().toggleDetail();
    expect(view().expanded).toBe(true);
    expect(view().rootProps['data-expanded']).toBe('true');
    view().toggleDetail();
    expect(view().expanded).toBe(false);
  });

  it('closing hides it for the session through the storage writer, and ends its machine', () => {
    const { actor, effects, view } = start();
    view().close();
    expect(effects.write).toHaveBeenCalledWith({ store: 'sessionStorage', key: APP_BAR_HIDDEN_KEY, value: '1' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('sends its view event after 1 s on screen, not before; a click sends the click event', () => {
    configureAnalytics({ enabled: true, send: () => Promise.resolve() });
    const { clock, view } = start();
    expect(APP_BAR_VIEW_DELAY_MS).toBe(1000);
    clock.increment(999);
    expect(analyticsLog().map((e) => e.event.name)).toEqual([]);
    clock.increment(1);
    expect(analyticsLog().map((e) => e.event.name)).toEqual(['download_module_view']);
    view().open();
    expect(analyticsLog()[0]?.event.name).toBe('download_module_click');
  });

  it('a click with a deep link opens it instead of the download page (the policy and the URL policy chose it)', () => {
    const { effects, view } = start();
    view().open('https://exchange.example/appdownload?ch=home_h5');
    expect(effects.navigate).toHaveBeenCalledWith('https://exchange.example/appdownload?ch=home_h5');
  });
});
