import { describe, expect, it, vi } from 'vitest';
import { connectRegistrationModal } from './registrationModal.connect';

describe('registration modal view', () => {
  it('offers the other form to switch to', () => {
    expect(connectRegistrationModal('login', () => {}).other).toBe('signup');
    expect(connectRegistrationModal('signup', () => {}).other).toBe('login');
  });

  it('closes with its animation after a successful login or signup', () => {
    const dismiss = vi.fn();
    connectRegistrationModal('signup', dismiss).onSuccess();
    expect(dismiss).toHaveBeenCalledTimes(1);
  });
});
