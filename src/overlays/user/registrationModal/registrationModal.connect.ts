/**
 * The registration modal's view model (Zag-style connect), pure: which form shows, which one
 * the switch link offers, and what a successful login or signup does to the overlay.
 */
export type RegistrationMode = 'login' | 'signup';

export interface RegistrationModalView {
  mode: RegistrationMode;
  /** The form the "switch" link opens in place. */
  other: RegistrationMode;
  /** A successful login or signup closes the modal with its animation. */
  onSuccess(): void;
}

export function connectRegistrationModal(mode: RegistrationMode, dismiss: () => void): RegistrationModalView {
  return { mode, other: mode === 'login' ? 'signup' : 'login', onSuccess: dismiss };
}
