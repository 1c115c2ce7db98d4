import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { KYC_BAR_CLOSED_KEY, kycBarMachine } from './kycBar.machine';

describe('KYC prompt bar machine (SPEC sections 4, 6)', () => {
  it('Verify now goes to the KYC home and the bar stays', () => {
    const effects = { navigate: vi.fn(), write: vi.fn(), goToSite: vi.fn(), reload: vi.fn(), record: vi.fn() };
    const actor = createActor(kycBarMachine, { input: { id: 'kycBar', effects } }).start();
    actor.send({ type: 'bar.verify' });
    expect(effects.navigate).toHaveBeenCalledWith('/myaccount/kyc_home');
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('closing sets the session KYC2-completed flag the policy reads, and ends its machine', () => {
    const effects = { navigate: vi.fn(), write: vi.fn(), goToSite: vi.fn(), reload: vi.fn(), record: vi.fn() };
    const actor = createActor(kycBarMachine, { input: { id: 'kycBar', effects } }).start();
    actor.send({ type: 'bar.close' });
    expect(effects.write).toHaveBeenCalledWith({ store: 'sessionStorage', key: KYC_BAR_CLOSED_KEY, value: '1' });
    expect(actor.getSnapshot().status).toBe('done');
  });
});
