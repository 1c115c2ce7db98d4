import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '../../api/hooks';
import { useState, type FormEvent } from 'react';
import { loginMutation } from '../../api/queries';
import { Button } from '../../ui/form/Button';
import { CredentialFields, ServerError, SwitchMode } from './AuthFields';
import { DemoAccountList } from './DemoAccountList';
import { looksLikeAccount, type RegistrationParams } from './params';
import { ProviderButtons } from './ProviderButtons';
import { useAuthSuccess } from './useAuthSuccess';
import { useRegistrationParams } from './useRegistrationParams';
import './forms.css';

export interface AuthFormProps extends RegistrationParams {
  /** After success (and after navigating to `redirect`, if any). Default: go to the home page. */
  onSuccess?: () => void;
  /** Swap to the other form in place (the modal). Without it, a link to the other page. */
  onSwitchMode?: (mode: 'login' | 'signup') => void;
}

/**
 * The login form (SPEC section 2, registration modal and /login): account and password against
 * the backend, which sets the uid and nickname cookies; third-party providers per the
 * `loginProviders` decision; after login, the URL's `redirect` (same-site paths only).
 */
export function LoginForm({ onSuccess, onSwitchMode, ...overrides }: AuthFormProps) {
  const { t } = useLingui();
  const params = useRegistrationParams(overrides);
  const succeed = useAuthSuccess();
  const mutation = useMutation(loginMutation());
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const accountError = touched && !looksLikeAccount(account) ? t`Enter your e-mail address or phone number` : undefined;
  const passwordError = touched && password.length === 0 ? t`Enter your password` : undefined;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    setServerError(null);
    if (!looksLikeAccount(account) || password.length === 0) return;
    const result = await mutation.mutateAsync({ account: account.trim(), password });
    const answer = result.data;
    if (answer === null) {
      setServerError(t`We could not reach the server. Check your connection and try again.`);
    } else if (answer.code !== 0 || !answer.user) {
      setServerError(t`The account or password is incorrect.`);
    } else {
      succeed(answer.user.nickname, params.redirect, onSuccess);
    }
  };

  return (
    <div className="auth-form" data-testid="login-form">
      <form noValidate onSubmit={submit} className="auth-form__fields">
        <CredentialFields
          account={account}
          onAccount={setAccount}
          accountError={accountError}
          password={password}
          onPassword={setPassword}
          passwordError={passwordError}
          passwordPurpose="current"
        />
        <ServerError message={serverError} />
        <Button type="submit" size="lg" className="auth-form__submit" disabled={mutation.isPending} data-testid="login-submit">
          {mutation.isPending ? <Trans>Logging in…</Trans> : <Trans>Log in</Trans>}
        </Button>
      </form>
      <ProviderButtons redirect={params.redirect} />
      <DemoAccountList
        onPick={(demoAccount, demoPassword) => {
          setAccount(demoAccount);
          setPassword(demoPassword);
          setServerError(null);
        }}
      />
      <SwitchMode
        prompt={<Trans>New here?</Trans>}
        action={<Trans>Create an account</Trans>}
        to="signup"
        params={params}
        onSwitchMode={onSwitchMode}
      />
    </div>
  );
}
