/**
 * The Security page's two dialogs (docs/account-security.md), in the pattern of the "Cancel all"
 * confirmation (src/overlays/user/cancelAllOrders): a button that opens, an inline dialog on the
 * overlay machine (focus in and back, Escape). The anti-phishing code (4 to 20 letters and digits,
 * the authenticator code when one is bound) and the login password (current, new, repeat; on
 * success the server has ended the session: off to the login page with a notice). A rejection is
 * shown as the server says it, next to the field it is about.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '../../../api/hooks';
import type { SecurityAnswer } from '../../../api/trading/security';
import { changePasswordMutation, setAntiPhishingMutation } from '../../../api/trading/securityQueries';
import type { ApiResult } from '../../../api/client';
import { useStorageWrite } from '../../../facts/useStorageWrite';
import { useLocale } from '../../../i18n/useLocale';
import { useOverlay } from '../../../overlays/machines/useOverlay';
import { loginHref } from '../../../site/loginGuard';
import { useSite } from '../../../site/site';
import { Button, btn } from '../../../ui/form/Button';
import { TextField } from '../../../ui/form/Field';
import { Dialog } from '../../../ui/overlay/Dialog';
import { useToast } from '../../../ui/overlay/Toast';


/** Server codes the dialogs place next to a field (docs/account-security.md). */
const WRONG_PASSWORD = 40120;
const WRONG_TOTP = 40121;

const ANTI_PHISHING = /^[A-Za-z0-9]{4,20}$/;

/** 8+ characters with a letter and a digit: the same rule the server applies. */
export function passwordProblem(password: string): 'short' | 'weak' | null {
  if (password.length < 8) return 'short';
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return 'weak';
  return null;
}

interface Outcome {
  /** The server's message when it refused; the transport's when the call failed. */
  readonly message: string;
  readonly code: number | null;
}

/** A change's result as the dialogs need it: null on success. */
function outcomeOf(result: ApiResult<SecurityAnswer | null>, unreachable: string): Outcome | null {
  const answer = result.data;
  if (answer === null) return { message: unreachable, code: null };
  return answer.code === 0 ? null : { message: answer.message || 'Error', code: answer.code };
}

/** A button that opens one of the dialogs below, focus coming back to it. */
export function DialogButton({ children, testId, primary, dialog }: { children: ReactNode; testId: string; primary?: boolean; dialog: (opener: HTMLElement, close: () => void) => ReactNode }) {
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  return (
    <>
      <button type="button" className={btn(primary ? 'primary' : 'secondary', 'sm')} onClick={(event) => setOpener(event.currentTarget)} data-testid={testId}>
        {children}
      </button>
      {opener && dialog(opener, () => setOpener(null))}
    </>
  );
}

export function AntiPhishingDialog({ totpRequired, returnFocus, onClosed }: { totpRequired: boolean; returnFocus: HTMLElement | null; onClosed: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const overlay = useOverlay({ openOnMount: true, onClosed, transitionMs: 150 });
  const save = useMutation(setAntiPhishingMutation());
  const [code, setCode] = useState('');
  const [totp, setTotp] = useState('');
  const [touched, setTouched] = useState(false);
  const [refused, setRefused] = useState<Outcome | null>(null);
  const codeError = touched && !ANTI_PHISHING.test(code) ? t`Use 4 to 20 letters and digits.` : refused !== null && refused.code !== WRONG_TOTP ? refused.message : undefined;
  const totpError = touched && totpRequired && !/^\d{6}$/.test(totp) ? t`Enter the 6-digit code from your authenticator app.` : refused?.code === WRONG_TOTP ? refused.message : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setRefused(null);
    if (!ANTI_PHISHING.test(code) || (totpRequired && !/^\d{6}$/.test(totp)) || save.isPending) return;
    const outcome = outcomeOf(await save.mutateAsync({ code, totp }), t`We could not reach the server. Check your connection and try again.`);
    if (outcome !== null) return setRefused(outcome);
    toast(t`Anti-phishing code saved.`, 'success');
    overlay.dismiss();
  };

  return (
    <Dialog
      overlay={overlay}
      title={<Trans>Anti-phishing code</Trans>}
      description={<Trans>Shown in every e-mail we send, so you can tell real e-mails from fakes.</Trans>}
      returnFocus={returnFocus}
      closeOnBackdrop={false}
      data-testid="anti-phishing-dialog"
      footer={
        <Button variant="primary" type="submit" form="anti-phishing-form" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          <Trans>Confirm</Trans>
        </Button>
      }
    >
      <form id="anti-phishing-form" className="ui-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField label={t`Anti-phishing code`} autoComplete="off" maxLength={20} value={code} onChange={(e) => setCode(e.target.value)} error={codeError} hint={t`Use 4 to 20 letters and digits.`} data-autofocus />
        {totpRequired && <TextField label={t`Authenticator code`} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={totp} onChange={(e) => setTotp(e.target.value.replace(/\D/g, ''))} error={totpError} />}
      </form>
    </Dialog>
  );
}

export function ChangePasswordDialog({ returnFocus, onClosed }: { returnFocus: HTMLElement | null; onClosed: () => void }) {
  const { t } = useLingui();
  const overlay = useOverlay({ openOnMount: true, onClosed, transitionMs: 150 });
  const save = useMutation(changePasswordMutation());
  const router = useRouter();
  const site = useSite();
  const locale = useLocale();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const refreshStorage = useStorageWrite();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [touched, setTouched] = useState(false);
  const [refused, setRefused] = useState<Outcome | null>(null);
  const problem = passwordProblem(next);
  const errors = {
    current: touched && current === '' ? t`Enter your password` : refused?.code === WRONG_PASSWORD ? refused.message : undefined,
    next: !touched
      ? undefined
      : problem === 'short'
        ? t`Use at least 8 characters.`
        : problem === 'weak'
          ? t`Use both letters and digits.`
          : next === current
            ? t`Choose a password different from the current one.`
            : refused !== null && refused.code !== WRONG_PASSWORD
              ? refused.message
              : undefined,
    repeat: touched && repeat !== next ? t`The passwords do not match.` : undefined,
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setRefused(null);
    if (current === '' || problem !== null || next === current || repeat !== next || save.isPending) return;
    const outcome = outcomeOf(await save.mutateAsync({ current, next }), t`We could not reach the server. Check your connection and try again.`);
    if (outcome !== null) return setRefused(outcome);
    // The server has ended the session: the shell reads the cleared cookies, and the login page says why.
    refreshStorage();
    void router.navigate({ href: loginHref(site, locale, pathname), state: (prev) => ({ ...prev, passwordChanged: true }) });
  };

  return (
    <Dialog
      overlay={overlay}
      title={<Trans>Change login password</Trans>}
      description={<Trans>You will be logged out and log in again with the new password.</Trans>}
      returnFocus={returnFocus}
      closeOnBackdrop={false}
      data-testid="password-dialog"
      footer={
        <Button variant="primary" type="submit" form="password-form" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          <Trans>Confirm</Trans>
        </Button>
      }
    >
      <form id="password-form" className="ui-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField label={t`Current password`} type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} error={errors.current} revealable data-autofocus />
        <TextField label={t`New password`} type="password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} error={errors.next} hint={t`At least 8 characters, with letters and digits.`} revealable />
        <TextField label={t`Repeat new password`} type="password" autoComplete="new-password" value={repeat} onChange={(e) => setRepeat(e.target.value)} error={errors.repeat} revealable />
      </form>
    </Dialog>
  );
}
