import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '../../api/hooks';
import { useAtomValue } from 'jotai';
import { useEffect, useState, type FormEvent } from 'react';
import { storageAtom } from '../../facts';
import { REF_COOKIE_CHANGE } from '../../lib/referralEvent';
import { signupMutation } from '../../api/queries';
import { useLocalizedPath } from '../../site/useLocalizedPath';
import { useSite } from '../../site/site';
import { AppLink } from '../../ui/AppLink';
import { Button } from '../../ui/form/Button';
import { CheckboxField, TextField } from '../../ui/form/Field';
import { CredentialFields, ServerError, SwitchMode } from './AuthFields';
import type { AuthFormProps } from './LoginForm';
import { looksLikeAccount, MIN_PASSWORD, passwordProblems } from './params';
import { ProviderButtons } from './ProviderButtons';
import { useAuthSuccess } from './useAuthSuccess';
import { useRegistrationParams } from './useRegistrationParams';
import './forms.css';

/**
 * The signup form (SPEC section 2, registration modal and /signup): account, password, the
 * referrer's uid (prefilled from `ref_uid`) and the attribution channel `ch` from the URL, sent
 * with the signup; agreement to the site's own user agreement and privacy policy (site config
 * `docs`).
 */
export function SignupForm({ onSuccess, onSwitchMode, ...overrides }: AuthFormProps) {
  const { t } = useLingui();
  const site = useSite();
  const params = useRegistrationParams(overrides);
  const localize = useLocalizedPath();
  const succeed = useAuthSuccess();
  const mutation = useMutation(signupMutation());
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  // The URL's ref code, else the stored ref cookies (SPEC section 4: a verified invitation is
  // kept for 7 days), kept in step with a verification that lands while the form is open.
  const cookies = useAtomValue(storageAtom).cookies;
  const [refUid, setRefUid] = useState(params.refUid ?? cookies.ref_uid ?? '');
  const [refEdited, setRefEdited] = useState(false);
  const channel = params.ch ?? cookies.ref_channel;
  useEffect(() => {
    const follow = (event: Event) => {
      const stored = (event as CustomEvent<Record<string, string>>).detail?.ref_uid;
      if (stored && !refEdited && !params.refUid) setRefUid(stored);
    };
    window.addEventListener(REF_COOKIE_CHANGE, follow);
    return () => window.removeEventListener(REF_COOKIE_CHANGE, follow);
  }, [refEdited, params.refUid]);
  const [agreed, setAgreed] = useState(false);
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const weak = passwordProblems(password);
  const passwordOk = !weak.length && !weak.letter && !weak.digit;
  const accountError = touched && !looksLikeAccount(account) ? t`Enter your e-mail address or phone number` : undefined;
  const passwordError =
    touched && !passwordOk ? t`Use at least ${MIN_PASSWORD} characters with letters and numbers` : undefined;
  const agreeError = touched && !agreed ? t`Please accept the user agreement to continue` : undefined;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    setServerError(null);
    if (!looksLikeAccount(account) || !passwordOk || !agreed) return;
    const result = await mutation.mutateAsync({
      account: account.trim(),
      password,
      ...(refUid.trim() ? { ref_uid: refUid.trim() } : {}),
      ...(channel ? { ch: channel } : {}),
    });
    const answer = result.data;
    if (answer === null) {
      setServerError(t`We could not reach the server. Check your connection and try again.`);
    } else if (answer.code !== 0 || !answer.user) {
      setServerError(t`This account cannot be registered. It may already exist; try logging in.`);
    } else {
      succeed(answer.user.nickname, params.redirect, onSuccess);
    }
  };

  const agreement = localize(site.docs.userAgreement);
  const privacy = localize(site.docs.privacyPolicy);

  return (
    <div className="auth-form" data-testid="signup-form">
      <form noValidate onSubmit={submit} className="auth-form__fields">
        <CredentialFields
          account={account}
          onAccount={setAccount}
          accountError={accountError}
          password={password}
          onPassword={setPassword}
          passwordError={passwordError}
          passwordPurpose="new"
          passwordHint={<Trans>At least {MIN_PASSWORD} characters, with letters and numbers</Trans>}
        />
        <TextField
          label={<Trans>Referral code (optional)</Trans>}
          name="ref_uid"
          autoComplete="off"
          value={refUid}
          onChange={(e) => {
            setRefEdited(true);
            setRefUid(e.target.value);
          }}
          data-testid="signup-ref"
        />
        <CheckboxField
          checked={agreed}
          onChange={(e) => setAgreed(e.target.checked)}
          error={agreeError}
          data-testid="signup-agree"
          label={
            <Trans>
              I have read and agree to the <AppLink href={agreement} target="_blank">User Agreement</AppLink> and the{' '}
              <AppLink href={privacy} target="_blank">Privacy Policy</AppLink>.
            </Trans>
          }
        />
        <ServerError message={serverError} />
        <Button type="submit" size="lg" className="auth-form__submit" disabled={mutation.isPending} data-testid="signup-submit">
          {mutation.isPending ? <Trans>Creating your account…</Trans> : <Trans>Create account</Trans>}
        </Button>
      </form>
      <ProviderButtons redirect={params.redirect} />
      <SwitchMode
        prompt={<Trans>Already have an account?</Trans>}
        action={<Trans>Log in</Trans>}
        to="login"
        params={params}
        onSwitchMode={onSwitchMode}
      />
    </div>
  );
}
