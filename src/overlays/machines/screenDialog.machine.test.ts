/**
 * The policy-driven dialogs' lifecycle with a simulated clock: every transition and timer of the
 * screen dialog machine, the screen's keep-until-closed slots, and the real engine's caps replayed
 * across hours and a UTC midnight (the Hong Kong dialog across 25 hours, the compliance tips'
 * daily count) with the exposure records written through `engine.exposures`.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { loadEngine } from '../../bundle/node';
import type { StorageWrite } from '../../facts';
import { screenMachine, type ExposureMoment, type ScreenEffects } from './screen.machine';
import { SCREEN_DIALOG_TRANSITION_MS, screenDialogMachine } from './screenDialog.machine';

function effects() {
  const fx = { navigate: vi.fn<ScreenEffects['navigate']>(), write: vi.fn<ScreenEffects['write']>(), goToSite: vi.fn<ScreenEffects['goToSite']>(), reload: vi.fn<ScreenEffects['reload']>(), record: vi.fn<ScreenEffects['record']>() };
  return fx satisfies ScreenEffects;
}

function startDialog(variant?: string) {
  const clock = new SimulatedClock();
  const fx = effects();
  const actor = createActor(screenDialogMachine, { clock, input: { id: 'complianceDialog', effects: fx, ...(variant ? { variant } : {}) } }).start();
  const state = () => actor.getSnapshot().value;
  return { actor, clock, fx, state };
}

describe('screen dialog machine', () => {
  it('opens (recording the exposure), is open after the transition, closes by its icon and finishes', () => {
    const { actor, clock, fx, state } = startDialog('hk');
    expect(state()).toBe('opening');
    expect(fx.record).toHaveBeenCalledWith('complianceDialog', 'shown', 'hk');
    clock.increment(SCREEN_DIALOG_TRANSITION_MS - 1);
    expect(state()).toBe('opening');
    clock.increment(1);
    expect(state()).toBe('open');
    actor.send({ type: 'dialog.close' });
    expect(state()).toBe('closing');
    expect(fx.record).toHaveBeenLastCalledWith('complianceDialog', 'closed', 'hk');
    clock.increment(SCREEN_DIALOG_TRANSITION_MS);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('the primary button records the acknowledgement and the close, then goes where it points', () => {
    const { actor, clock, fx } = startDialog('hk');
    clock.increment(SCREEN_DIALOG_TRANSITION_MS);
    actor.send({ type: 'dialog.acknowledge', to: '/web3' });
    const moments: ExposureMoment[] = fx.record.mock.calls.map((call) => call[1]);
    expect(moments).toEqual(['shown', 'acknowledged', 'closed']);
    expect(fx.navigate).toHaveBeenCalledWith('/web3');
  });

  it('can be closed while still opening; a forced close skips the animation; closing ignores clicks', () => {
    const opening = startDialog();
    opening.actor.send({ type: 'dialog.acknowledge' });
    expect(opening.state()).toBe('closing');
    opening.actor.send({ type: 'dialog.close' });
    expect(opening.fx.record).toHaveBeenCalledTimes(3); // shown, acknowledged, closed: not twice
    opening.actor.send({ type: 'dialog.forceClose' });
    expect(opening.actor.getSnapshot().status).toBe('done');

    const forced = startDialog();
    forced.clock.increment(SCREEN_DIALOG_TRANSITION_MS);
    forced.actor.send({ type: 'dialog.forceClose' });
    expect(forced.actor.getSnapshot().status).toBe('done');
    expect(forced.fx.record).toHaveBeenLastCalledWith('complianceDialog', 'closed', undefined);

    const early = startDialog();
    early.actor.send({ type: 'dialog.forceClose' });
    expect(early.actor.getSnapshot().status).toBe('done');
    expect(early.fx.navigate).not.toHaveBeenCalled();
  });
});

describe('screen machine: kept slots', () => {
  function startScreen() {
    const fx = effects();
    const logics = { complianceDialog: screenDialogMachine, accountNotice: screenDialogMachine, kycBar: screenDialogMachine };
    const screen = createActor(screenMachine, { input: { logics, effects: fx, keep: ['dialog'] } }).start();
    const children = () => screen.getSnapshot().context.children;
    return { screen, children };
  }

  it('a dialog whose decision flipped (its own exposure record) stays until it closes', () => {
    const { screen, children } = startScreen();
    screen.send({ type: 'screen.decided', holders: [{ id: 'accountNotice', variant: 'kycUpgrade', slot: 'dialog' }] });
    const notice = children().accountNotice!;
    screen.send({ type: 'screen.decided', holders: [] });
    expect(children().accountNotice).toBe(notice);
    notice.send({ type: 'dialog.forceClose' });
    expect(children().accountNotice).toBeUndefined();
  });

  it('a stronger dialog waits for the one on screen, then takes the slot', () => {
    const { screen, children } = startScreen();
    screen.send({ type: 'screen.decided', holders: [{ id: 'accountNotice', variant: 'riskUser', slot: 'dialog' }] });
    screen.send({ type: 'screen.decided', holders: [{ id: 'complianceDialog', variant: 'default', slot: 'dialog' }] });
    expect(Object.keys(children())).toEqual(['accountNotice']);
    children().accountNotice!.send({ type: 'dialog.forceClose' });
    screen.send({ type: 'screen.decided', holders: [{ id: 'complianceDialog', variant: 'default', slot: 'dialog' }] });
    expect(Object.keys(children())).toEqual(['complianceDialog']);
  });

  it('a bar (not kept) leaves as soon as it loses its place', () => {
    const { screen, children } = startScreen();
    screen.send({ type: 'screen.decided', holders: [{ id: 'kycBar', slot: 'bars' }] });
    const bar = children().kycBar!;
    screen.send({ type: 'screen.decided', holders: [] });
    expect(children().kycBar).toBeUndefined();
    expect(bar.getSnapshot().status).toBe('stopped');
  });
});

describe('caps replayed with the real engine and a simulated clock', () => {
  const engine = loadEngine();
  const HOUR = 3_600_000;

  /** A browser: its storage, written only through engine.exposures, and a clock we move. */
  function browser(start: string, base: Record<string, unknown>) {
    let now = Date.parse(start);
    const storage = { cookies: {} as Record<string, string>, localStorage: {} as Record<string, string>, sessionStorage: {} as Record<string, string> };
    const facts = () => ({ ...base, now: new Date(now).toISOString(), storage });
    const write = (writes: StorageWrite[]) => {
      for (const w of writes) if (w.value !== null) storage[w.store][w.key] = w.value;
    };
    return {
      advance: (ms: number) => (now += ms),
      decide: () => engine.decide(facts()).decisions,
      record: (id: string, moment: ExposureMoment, variant?: string) => write(engine.exposures(id, facts(), moment, variant)),
      storage,
    };
  }

  it('the welcome pop-up across two days: 4 shows at least 30 minutes apart, the count resets at midnight', () => {
    const b = browser('2026-11-25T08:00:00Z', { site: 0, path: '/', experiments: { welcome_popup: 1 } });
    const shown: string[] = [];
    // Every 10 minutes until the end of the next day: show it whenever the engine allows.
    for (let step = 0; step < 40 * 6; step++) {
      if (b.decide().welcomePopup === 'A') {
        b.record('welcomePopup', 'shown', 'A');
        b.record('welcomePopup', 'closed', 'A');
        shown.push(new Date(Date.parse('2026-11-25T08:00:00Z') + step * 10 * 60_000).toISOString().slice(0, 16));
      }
      b.advance(10 * 60_000);
    }
    expect(shown).toEqual([
      '2026-11-25T08:00',
      '2026-11-25T08:30',
      '2026-11-25T09:00',
      '2026-11-25T09:30',
      // nothing more on the 25th; the 26th starts again at midnight (UTC)
      '2026-11-26T00:00',
      '2026-11-26T00:30',
      '2026-11-26T01:00',
      '2026-11-26T01:30',
    ]);
  });

  it('the welcome pop-up: only for visitors, only for experiment values 1 and 2', () => {
    expect(engine.decide({ site: 0, path: '/', experiments: { welcome_popup: 2 } }).decisions.welcomePopup).toBe('B');
    expect(engine.decide({ site: 0, path: '/', experiments: { welcome_popup: 0 } }).decisions.welcomePopup).toBeNull();
    expect(engine.decide({ site: 0, path: '/', experiments: {} }).decisions.welcomePopup).toBeNull();
    expect(engine.decide({ site: 0, path: '/', experiments: { welcome_popup: 1 }, storage: { cookies: { uid: '1', nickname: 'n' } } }).decisions.welcomePopup).toBeNull();
  });

  it('the Hong Kong dialog: acknowledged, hidden for 24 hours, back after 25', () => {
    const b = browser('2026-11-25T08:00:00Z', { site: 0, path: '/', compliance: { toast: { is_hk_user: 1 } } });
    expect(b.decide().complianceDialog).toBe('hk');
    b.record('complianceDialog', 'shown', 'hk');
    expect(b.decide().complianceDialog).toBe('hk'); // showing alone stores nothing
    b.record('complianceDialog', 'closed', 'hk');
    expect(b.decide().complianceDialog).toBe('hk'); // the close icon is not an acknowledgement
    b.record('complianceDialog', 'acknowledged', 'hk');
    expect(b.storage.localStorage.hk_notice_ack_at).toBe(String(Date.parse('2026-11-25T08:00:00Z')));
    for (let hour = 1; hour < 24; hour++) {
      b.advance(HOUR);
      expect(b.decide().complianceDialog).toBeNull();
    }
    b.advance(HOUR); // 24 h
    expect(b.decide().complianceDialog).toBe('hk');
    b.advance(HOUR); // 25 h
    expect(b.decide().complianceDialog).toBe('hk');
  });

  it('the compliance tips: counted per path, at most maxCount a UTC day, counted afresh after midnight', () => {
    const tips = { title: 'T', content: '<p>x</p>', enable: 1, path: ['home'], options: { maxCount: 2 } };
    const b = browser('2026-11-25T22:30:00Z', { site: 0, path: '/', compliance: { tips } });
    for (let shown = 0; shown < 2; shown++) {
      expect(b.decide().complianceTips).toBe(true);
      b.record('complianceTips', 'shown');
      b.advance(30 * 60_000);
    }
    expect(b.storage.localStorage['compliance_tips_count:/']).toMatch(/^2\/\d+$/);
    expect(b.decide().complianceTips).toBe(false); // 23:30 UTC: two shown today
    b.advance(30 * 60_000); // 00:00 UTC, a new day
    expect(b.decide().complianceTips).toBe(true);
    b.record('complianceTips', 'shown');
    expect(b.storage.localStorage['compliance_tips_count:/']).toMatch(/^1\/\d+$/);
  });

  it('the gray-tax toast: its stamp is written when it shows, and it shows again 24 hours later', () => {
    const gray = { is_show: 1, can_close: 1, content: '<p>t</p>' };
    const b = browser('2026-11-25T12:00:00Z', { site: 0, path: '/', compliance: { limit: { gray_tax_area_toast: gray } } });
    expect(b.decide().grayTaxToast).toBe(true);
    b.record('grayTaxToast', 'shown');
    expect(b.decide().grayTaxToast).toBe(false);
    b.advance(24 * HOUR - 60_000);
    expect(b.decide().grayTaxToast).toBe(false);
    b.advance(60_000);
    expect(b.decide().grayTaxToast).toBe(true);
  });

  it('the Uzbekistan notice once per browser; the KYC-upgrade cookie for 12 hours; the remind bar per session', () => {
    const uz = browser('2026-11-25T12:00:00Z', { site: 0, path: '/', compliance: { limit: { is_uzbekistan_toast: 1 } } });
    uz.record('complianceDialog', 'shown', 'uz');
    expect(uz.storage.localStorage.uzbekistan_notice_shown).toBe('1');
    expect(uz.decide().complianceDialog).toBeNull();

    const kyc = browser('2026-11-25T12:00:00Z', { site: 0, path: '/', user: { isLogin: true }, compliance: { toast: { kyc_toast: { show_kyc_upgrade_notice: 1 } } } });
    expect(engine.exposures('accountNotice', { site: 0, path: '/', now: '2026-11-25T12:00:00Z' }, 'shown', 'kycUpgrade')).toEqual([
      { store: 'cookies', key: 'kyc_upgrade_notice_shown', value: '1', ttlHours: 12 },
    ]);
    kyc.record('accountNotice', 'shown', 'kycUpgrade');
    expect(kyc.decide().accountNotice).toBeNull();

    const bar = browser('2026-11-25T12:00:00Z', { site: 0, path: '/', compliance: { limit: { is_blocked_country: 1 } } });
    bar.record('remindBar', 'shown', 'PROHIBITED_COUNTRIES');
    expect(bar.decide().remindBar).toBe('PROHIBITED_COUNTRIES');
    bar.record('remindBar', 'closed', 'PROHIBITED_COUNTRIES');
    expect(bar.storage.sessionStorage.remind_bar_closed_PROHIBITED_COUNTRIES).toBe('1');
    expect(bar.decide().remindBar).toBeNull();
  });

  it('the alpha banner: closed, hidden for 24 hours, back after; the homepage banner and the exclusive modal once per session', () => {
    const alpha = browser('2026-11-25T08:00:00Z', { site: 0, path: '/alpha/moonfrog', marketing: { alphaBanner: { cards: 3, currency: 'MOONFROG' } } });
    expect(alpha.decide().alphaBanner).toBe(true);
    alpha.record('alphaBanner', 'shown');
    expect(alpha.decide().alphaBanner).toBe(true);
    alpha.record('alphaBanner', 'closed');
    expect(alpha.decide().alphaBanner).toBe(false);
    alpha.advance(24 * HOUR - 1);
    expect(alpha.decide().alphaBanner).toBe(false);
    alpha.advance(1);
    expect(alpha.decide().alphaBanner).toBe(true);

    const home = browser('2026-11-25T08:00:00Z', { site: 0, path: '/', marketing: { homepageBanner: { hasPlan: true } } });
    home.record('homepageBanner', 'shown');
    expect(home.decide().homepageBanner).toBe(true);
    home.record('homepageBanner', 'closed');
    home.advance(48 * HOUR);
    expect(home.decide().homepageBanner).toBe(false);

    const invited = browser('2026-11-25T08:00:00Z', { site: 0, path: '/', search: '?ref_uid=10400003', experiments: { welcome_popup: 0 } });
    expect(invited.decide().exclusiveModal).toBe(true);
    invited.record('exclusiveModal', 'shown');
    expect(invited.decide().exclusiveModal).toBe(false);
  });

  it('an unknown overlay records nothing', () => {
    expect(engine.exposures('noSuchOverlay', { site: 0, path: '/' }, 'shown')).toEqual([]);
  });
});
