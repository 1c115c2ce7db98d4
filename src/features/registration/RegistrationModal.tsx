import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useSite } from '../../app/site';
import { useOverlay } from '../../machines/useOverlay';
import { Dialog } from '../../ui/Dialog';
import { LoginForm } from './LoginForm';
import { SignupForm } from './SignupForm';

export interface RegistrationModalProps {
  /** Which form opens first. */
  mode: 'login' | 'signup';
  /** The button that opened it; focus returns there. */
  returnFocus: HTMLElement | null;
  /** Called once the closing animation has finished. */
  onClosed: () => void;
}

/**
 * The registration modal (SPEC section 2, other screens 10): login or signup, switching in place,
 * loaded lazily in its own chunk. Closes on Escape, the backdrop and the close button.
 */
export function RegistrationModal({ mode: initialMode, returnFocus, onClosed }: RegistrationModalProps) {
  const overlay = useOverlay({ openOnMount: true, onClosed, transitionMs: 200 });
  const [mode, setMode] = useState(initialMode);
  const siteName = useSite().name;

  const switchMode = (next: 'login' | 'signup') => {
    setMode(next);
    // The new form's first field, after React has swapped the forms.
    requestAnimationFrame(() => document.querySelector<HTMLElement>('.dialog [data-autofocus]')?.focus());
  };

  return (
    <Dialog
      overlay={overlay}
      title={mode === 'login' ? <Trans>Log in</Trans> : <Trans>Create your account</Trans>}
      description={
        mode === 'login' ? <Trans>Welcome back to {siteName}</Trans> : <Trans>Join {siteName} in a minute</Trans>
      }
      returnFocus={returnFocus}
      className="registration-modal"
      data-testid="registration-modal"
    >
      {mode === 'login' ? (
        <LoginForm key="login" onSuccess={() => overlay.dismiss()} onSwitchMode={switchMode} />
      ) : (
        <SignupForm key="signup" onSuccess={() => overlay.dismiss()} onSwitchMode={switchMode} />
      )}
    </Dialog>
  );
}
