import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { loadEngine } from '../../../bundle/node';
import { SCREEN_DIALOG_TRANSITION_MS } from '../../machines/screenDialog.machine';
import { ipCheckMachine, type IpNotice } from './ipCheck.machine';

const effects = () => ({ navigate: vi.fn(), write: vi.fn(), goToSite: vi.fn(), reload: vi.fn(), record: vi.fn() });

function start(notice: IpNotice) {
  const clock = new SimulatedClock();
  const fx = effects();
  const actor = createActor(ipCheckMachine, { clock, input: { id: 'ipCheck', variant: notice, effects: fx } }).start();
  clock.increment(SCREEN_DIALOG_TRANSITION_MS);
  return { clock, fx, actor };
}

describe('the IP-penetration notice (SPEC section 4)', () => {
  it('upgrade: no close without the server saying closable; its button goes to verification and closes, recorded as closed', () => {
    const { clock, fx, actor } = start('upgrade');
    expect(fx.record).toHaveBeenCalledWith('ipCheck', 'shown', 'upgrade');
    actor.send({ type: 'dialog.close' });
    actor.send({ type: 'dialog.forceClose' });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'dialog.acknowledge', to: '/myaccount/kyc_home' });
    expect(actor.getSnapshot().value).toBe('closing');
    expect(fx.navigate).toHaveBeenCalledWith('/myaccount/kyc_home');
    expect(fx.record).toHaveBeenCalledWith('ipCheck', 'closed', 'upgrade');
    clock.increment(SCREEN_DIALOG_TRANSITION_MS);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('upgrade: the close icon works when the server allows it', () => {
    const { fx, actor } = start('upgrade');
    actor.send({ type: 'ipCheck.closable', closable: true });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('closing');
    expect(fx.record).toHaveBeenLastCalledWith('ipCheck', 'closed', 'upgrade');
    expect(fx.navigate).not.toHaveBeenCalled();
  });

  it('vpn: accept reloads the page; nothing closes it', () => {
    const { fx, actor } = start('vpn');
    actor.send({ type: 'ipCheck.closable', closable: true });
    actor.send({ type: 'dialog.close' });
    actor.send({ type: 'dialog.acknowledge' });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'ipCheck.accept' });
    expect(actor.getSnapshot().value).toBe('reloading');
    expect(fx.reload).toHaveBeenCalledTimes(1);
    expect(fx.record).toHaveBeenCalledWith('ipCheck', 'acknowledged', 'vpn');
  });

  it('vpn: cancel shows the upgrade notice, which then ends as upgrade does', () => {
    const { fx, actor } = start('vpn');
    actor.send({ type: 'ipCheck.cancel' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.notice).toBe('upgrade');
    expect(fx.record.mock.calls).toEqual([
      ['ipCheck', 'shown', 'vpn'],
      ['ipCheck', 'closed', 'vpn'],
      ['ipCheck', 'shown', 'upgrade'],
    ]);
    actor.send({ type: 'ipCheck.accept' });
    expect(fx.reload).not.toHaveBeenCalled();
    actor.send({ type: 'dialog.acknowledge', to: '/myaccount/kyc_home' });
    expect(fx.record).toHaveBeenLastCalledWith('ipCheck', 'closed', 'upgrade');
    expect(actor.getSnapshot().value).toBe('closing');
  });

  it('detected: never closes, even when the server says closable; its button only follows its link', () => {
    const { clock, fx, actor } = start('detected');
    actor.send({ type: 'ipCheck.closable', closable: true });
    actor.send({ type: 'dialog.close' });
    actor.send({ type: 'dialog.forceClose' });
    actor.send({ type: 'ipCheck.cancel' });
    actor.send({ type: 'dialog.acknowledge', to: '/myaccount/tickets' });
    clock.increment(60_000);
    expect(actor.getSnapshot().value).toBe('open');
    expect(fx.navigate).toHaveBeenCalledWith('/myaccount/tickets');
    expect(fx.record.mock.calls.filter(([, moment]) => moment === 'closed')).toHaveLength(0);
  });
});

describe('closing the upgrade notice suppresses the check for 7200 s (SPEC section 9)', () => {
  const engine = loadEngine();
  const base = (now: number, localStorage: Record<string, string> = {}) => ({
    site: 0,
    path: '/',
    now: new Date(now).toISOString(),
    storage: { cookies: { uid: '10400001', nickname: 'trader' }, localStorage },
  });

  it('the stamp written on close holds the check and the notice back for 7200 s, not a second more', () => {
    const t0 = Date.UTC(2026, 10, 25, 9, 0, 0);
    const writes = engine.exposures('ipCheck', { ...base(t0), ipCheck: { result: 2 } }, 'closed', 'upgrade');
    expect(writes).toEqual([{ store: 'localStorage', key: 'ip_check_closed_at', value: String(t0) }]);
    const stored = { ip_check_closed_at: writes[0]!.value };
    const at = (ms: number) => engine.decide({ ...base(t0 + ms, stored), ipCheck: { result: 2 } }).decisions;
    expect(at(0).ipCheckRun).toBe(false);
    expect(at(7_199_999).ipCheckRun).toBe(false);
    expect(at(7_199_999).ipCheck).toBe(null);
    expect(at(7_200_000).ipCheckRun).toBe(true);
    expect(at(7_200_000).ipCheck).toBe('upgrade');
  });
});
