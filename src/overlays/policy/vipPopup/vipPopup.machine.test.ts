import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { SCREEN_DIALOG_TRANSITION_MS, screenDialogMachine } from '../../machines/screenDialog.machine';
import { VIP_POPUP_AUTO_CLOSE_MS, vipPopupMachine } from './vipPopup.machine';

const effects = () => ({ navigate: vi.fn(), write: vi.fn(), goToSite: vi.fn(), reload: vi.fn(), record: vi.fn() });

describe('the VIP popup closes itself 10 s after it opened (SPEC section 9)', () => {
  it('is open until 10 s, then closes, recorded as closed', () => {
    const clock = new SimulatedClock();
    const fx = effects();
    const actor = createActor(vipPopupMachine, { clock, input: { id: 'vipPopup', effects: fx, variant: 'VIP_UPGRADED' } }).start();
    clock.increment(SCREEN_DIALOG_TRANSITION_MS);
    expect(actor.getSnapshot().value).toBe('open');
    clock.increment(VIP_POPUP_AUTO_CLOSE_MS - 1);
    expect(actor.getSnapshot().value).toBe('open');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('closing');
    expect(fx.record).toHaveBeenCalledWith('vipPopup', 'closed', 'VIP_UPGRADED');
    clock.increment(SCREEN_DIALOG_TRANSITION_MS);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('closing it earlier cancels the timer; other dialogs never close themselves', () => {
    const clock = new SimulatedClock();
    const fx = effects();
    const actor = createActor(vipPopupMachine, { clock, input: { id: 'vipPopup', effects: fx } }).start();
    clock.increment(SCREEN_DIALOG_TRANSITION_MS + 2000);
    actor.send({ type: 'dialog.close' });
    clock.increment(VIP_POPUP_AUTO_CLOSE_MS * 2);
    expect(fx.record.mock.calls.filter(([, moment]) => moment === 'closed')).toHaveLength(1);
    const plain = createActor(screenDialogMachine, { clock, input: { id: 'complianceDialog', effects: effects() } }).start();
    clock.increment(60_000);
    expect(plain.getSnapshot().value).toBe('open');
  });
});
