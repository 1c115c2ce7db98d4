import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useDecision } from '../../../facts';
import { useOverlay } from '../../machines/useOverlay';
import { useSite } from '../../../site/site';
import { Dialog } from '../../../ui/overlay/Dialog';
import { LoginForm, SignupForm } from '../../../widgets/auth';
import { connectRegistrationModal, type RegistrationMode } from './registrationModal.connect';

export interface RegistrationModalProps {
  /** Which form opens first. */
  mode: RegistrationMode;
  /** The button that opened it; focus returns there. */
  returnFocus: HTMLElement | null;
  /** Called once the closing animation has finished. */
  onClosed: () => void;
}

/**
 * The registration modal (SPEC section 2, other screens 10): login or signup, switching in place,
 * loaded lazily in its own chunk. Closes on Escape, the backdrop and the close button. It opens
 * only while policies/registrationModal.json allows (a visitor who is not logged in).
 */
export function RegistrationModal({ mode: initialMode, returnFocus, onClosed }: RegistrationModalProps) {
  const overlay = useOverlay({
    openOnMount: true,
    onClosed,
    transitionMs: 200,
    mayOpen: useDecision('registrationModal'),
  });
  const [mode, setMode] = useState(initialMode);
  const view = connectRegistrationModal(mode, overlay.dismiss);
  const siteName = useSite().name;

  const switchMode = (next: RegistrationMode) => {
    setMode(next);
    // The new form's first field, after React has swapped the forms.
    requestAnimationFrame(() => document.querySelector<HTMLElement>('.dialog [data-autofocus]')?.focus());
  };

  return (
    <Dialog
      overlay={overlay}
      title={view.mode === 'login' ? <Trans>Log in</Trans> : <Trans>Create your account</Trans>}
      description={
        view.mode === 'login' ? <Trans>Welcome back to {siteName}</Trans> : <Trans>Join {siteName} in a minute</Trans>
      }
      returnFocus={returnFocus}
      className="registration-modal"
      data-testid="registration-modal"
      data-overlay="registrationModal"
      data-variant={view.mode}
    >
      {view.mode === 'login' ? (
        <LoginForm key="login" onSuccess={view.onSuccess} onSwitchMode={switchMode} />
      ) : (
        <SignupForm key="signup" onSuccess={view.onSuccess} onSwitchMode={switchMode} />
      )}
    </Dialog>
  );
}
