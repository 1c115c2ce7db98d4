import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useLocalizedPath } from '../../site/useLocalizedPath';
import { AppLink } from '../../ui/AppLink';
import { TextField } from '../../ui/form/Field';
import type { RegistrationParams } from './params';
import { switchHref } from './switchHref';

/** The account and password fields both forms start with. */
export function CredentialFields({
  account,
  onAccount,
  accountError,
  password,
  onPassword,
  passwordError,
  passwordPurpose,
  passwordHint,
}: {
  account: string;
  onAccount: (value: string) => void;
  accountError: string | undefined;
  password: string;
  onPassword: (value: string) => void;
  passwordError: string | undefined;
  /** Tells password managers whether to fill a saved password or offer a new one. */
  passwordPurpose: 'current' | 'new';
  passwordHint?: ReactNode;
}) {
  return (
    <>
      <TextField
        label={<Trans>E-mail or phone number</Trans>}
        name="account"
        autoComplete="username"
        inputMode="email"
        value={account}
        onChange={(e) => onAccount(e.target.value)}
        error={accountError}
        data-autofocus
        required
      />
      <TextField
        label={<Trans>Password</Trans>}
        name="password"
        type="password"
        autoComplete={passwordPurpose === 'new' ? 'new-password' : 'current-password'}
        revealable
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        error={passwordError}
        hint={passwordHint}
        required
      />
    </>
  );
}

/** The server's refusal or a network failure, announced. */
export function ServerError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="auth-form__error" role="alert" data-testid="auth-error">
      {message}
    </p>
  );
}

/**
 * "New here? Create an account" / "Already have an account? Log in": swaps the form in place in
 * the modal (`onSwitchMode`), else links to the other page with the URL's parameters kept.
 */
export function SwitchMode({
  prompt,
  action,
  to,
  params,
  onSwitchMode,
}: {
  prompt: ReactNode;
  action: ReactNode;
  to: 'login' | 'signup';
  params: RegistrationParams;
  onSwitchMode: ((mode: 'login' | 'signup') => void) | undefined;
}) {
  const localize = useLocalizedPath();
  const testId = `switch-to-${to}`;
  return (
    <p className="auth-form__switch">
      {prompt}{' '}
      {onSwitchMode ? (
        <button type="button" className="link-button" onClick={() => onSwitchMode(to)} data-testid={testId}>
          {action}
        </button>
      ) : (
        <AppLink href={localize(switchHref(`/${to}`, params))} data-testid={testId}>
          {action}
        </AppLink>
      )}
    </p>
  );
}
