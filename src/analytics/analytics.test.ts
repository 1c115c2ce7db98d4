import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_TIMEOUT_MS, analyticsLog, configureAnalytics, EXPOSURE_THROTTLE_MS, resetAnalytics, track, trackOverlay } from './index';

// Other files' overlays write to the same module's log (isolate: false): start from an empty one.
beforeEach(() => resetAnalytics());
afterEach(() => resetAnalytics());

function setup(enabled = true) {
  let now = 1_000_000;
  const send = vi.fn((_body: string, _signal: AbortSignal) => Promise.resolve());
  configureAnalytics({ enabled, site: 0, collectId: 'p1', now: () => now, send });
  return { send, advance: (ms: number) => (now += ms) };
}

describe('analytics (SPEC sections 7, 9)', () => {
  it('sends nothing where the site does not collect (bigData off)', () => {
    const { send } = setup(false);
    expect(track({ name: 'kyc_upgrade_kyc2_verify_now', source: 'kycBar' })).toBe('disabled');
    expect(send).not.toHaveBeenCalled();
    expect(analyticsLog()[0]?.outcome).toBe('disabled');
  });

  it('does not send the same view again within 10 s, and does after', () => {
    const { send, advance } = setup();
    expect(track({ name: 'popup_view', popup: 'complianceDialog', variant: 'hk' })).toBe('pending');
    advance(EXPOSURE_THROTTLE_MS - 1);
    expect(track({ name: 'popup_view', popup: 'complianceDialog', variant: 'hk' })).toBe('throttled');
    expect(track({ name: 'popup_view', popup: 'complianceDialog', variant: 'uz' })).toBe('pending');
    advance(1);
    expect(track({ name: 'popup_view', popup: 'complianceDialog', variant: 'hk' })).toBe('pending');
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('never throttles clicks', () => {
    const { send } = setup();
    track({ name: 'download_module_click', source: 'appDownloadBar' });
    track({ name: 'download_module_click', source: 'appDownloadBar' });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('gives each send a 5000 ms timeout and logs a failure without throwing', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    configureAnalytics({ enabled: true, send: () => Promise.reject(new Error('offline')) });
    track({ name: 'popup_click', popup: 'grayTaxToast' });
    expect(timeout).toHaveBeenCalledWith(ANALYTICS_TIMEOUT_MS);
    await vi.waitFor(() => expect(analyticsLog()[0]?.outcome).toBe('failed'));
    expect(debug).toHaveBeenCalled();
  });

  it('names overlay moments as popup and banner events', () => {
    setup();
    trackOverlay('accountNotice', 'shown', 'riskUser');
    trackOverlay('accountNotice', 'acknowledged', 'riskUser');
    trackOverlay('businessNotice', 'shown');
    trackOverlay('businessNotice', 'closed');
    expect(analyticsLog().map((e) => e.event.name)).toEqual(['banner_view', 'popup_click', 'popup_view']);
  });
});
