/**
 * Security pages (docs/account-security.md): /myaccount/security (every protection and its state,
 * from the backend's user/security), /myaccount/fundpass_setup (the fund password asked before
 * withdrawals) and /myaccount/totp (authenticator app, issuer from the site config's totpName).
 * The login password and the anti-phishing code change in dialogs (./SecurityDialogs).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useSite } from '../../../site/site';
import type { ApiResult } from '../../../api/client';
import { useMutation, useQuery } from '../../../api/hooks';
import { userFrequencyQuery } from '../../../api/queries';
import type { SecurityAnswer } from '../../../api/trading/security';
import { bindTotpMutation, setFundPasswordMutation, totpSecretQuery, userSecurityQuery } from '../../../api/trading/securityQueries';
import { useFormat } from '../../../i18n/format';
import { AntiPhishingDialog, ChangePasswordDialog, DialogButton, passwordProblem } from './SecurityDialogs';
import { useFundPasswordRequests } from '../../../overlays/fundPasswordRequests';
import { TextField } from '../../../ui/form/Field';
import { Badge, Card, Notice, Steps } from '../../../ui/content/Page';
import { btn } from '../../../ui/form/Button';
import { AccountLayout } from '../AccountLayout';
import { useAccountIdentity } from '../../../widgets/account-identity';

interface Protection {
  id: string;
  title: ReactNode;
  text: ReactNode;
  /** undefined: not known (loading, or the call failed): no state is shown. */
  on: boolean | undefined;
  action: ReactNode;
}

/** SPEC section 8: a failed GET hides the states; it never shows an invented "Off". */
function StateBadge({ on }: { on: boolean | undefined }) {
  const { t } = useLingui();
  if (on === undefined) return null;
  return on ? <Badge tone="rise">{t`On`}</Badge> : <Badge tone="warn">{t`Off`}</Badge>;
}

export function SecurityPage() {
  const { t } = useLingui();
  const format = useFormat();
  const { openFrequencyDialog } = useFundPasswordRequests();
  const frequency = useQuery(userFrequencyQuery()).data?.data;
  const security = useQuery(userSecurityQuery()).data;
  // undefined while loading; null when the call failed (the states hide).
  const settings = security === undefined ? undefined : security.data;
  const known = settings ?? undefined;
  const frequencyText = frequency === 0 ? t`Never` : frequency === 2 ? t`Every time` : frequency === 1 ? t`Once an hour` : '—';
  const changedAt = known?.password_changed_at ?? null;
  const changedText = changedAt === null ? '' : format.date(changedAt);
  const maskedCode = known?.anti_phishing ?? null;
  const items: Protection[] = [
    {
      id: 'password',
      title: <Trans>Login password</Trans>,
      text: (
        <>
          <Trans>Used to log in. Change it if you think someone else knows it.</Trans>
          {changedAt !== null && (
            <>
              {' '}
              <span data-testid="password-changed-at">
                <Trans>Last changed {changedText}</Trans>
              </span>
            </>
          )}
        </>
      ),
      on: true,
      action: <DialogButton testId="open-password-dialog" dialog={(opener, close) => <ChangePasswordDialog returnFocus={opener} onClosed={close} />}>{t({ message: 'Change', context: 'button' })}</DialogButton>,
    },
    {
      id: 'totp',
      title: <Trans>Authenticator app</Trans>,
      text: <Trans>A code from your phone at every login and withdrawal.</Trans>,
      on: known?.totp,
      action: known?.totp === false ? <Link to="/{-$locale}/myaccount/totp" className={btn('primary', 'sm')}>{t`Set up`}</Link> : null,
    },
    {
      id: 'fundpass',
      title: <Trans>Fund password</Trans>,
      text: <Trans>Asked before withdrawals and other transfers of funds.</Trans>,
      on: known?.fund_password,
      action:
        known === undefined ? null : (
          <Link to="/{-$locale}/myaccount/fundpass_setup" className={btn(known.fund_password ? 'secondary' : 'primary', 'sm')}>
            {known.fund_password ? t({ message: 'Change', context: 'button' }) : t`Set up`}
          </Link>
        ),
    },
    {
      id: 'fundpassFrequency',
      title: <Trans>Fund password frequency</Trans>,
      text: <Trans>How often trades and transfers ask for your fund password: {frequencyText}.</Trans>,
      on: frequency !== undefined && frequency !== null && frequency !== 0,
      action: (
        <button type="button" className={btn('secondary', 'sm')} onClick={(e) => openFrequencyDialog(e.currentTarget)} data-testid="open-frequency-dialog">
          {t({ message: 'Change', context: 'button' })}
        </button>
      ),
    },
    {
      id: 'antiphishing',
      title: <Trans>Anti-phishing code</Trans>,
      text: (
        <>
          <Trans>Shown in every e-mail we send, so you can tell real e-mails from fakes.</Trans>
          {maskedCode !== null && (
            <>
              {' '}
              <Trans>
                Your code: <span className="ui-mono" data-testid="anti-phishing-code">{maskedCode}</span>
              </Trans>
            </>
          )}
        </>
      ),
      on: known === undefined ? undefined : maskedCode !== null,
      action:
        known === undefined ? null : (
          <DialogButton testId="open-anti-phishing-dialog" primary={maskedCode === null} dialog={(opener, close) => <AntiPhishingDialog totpRequired={known.totp} returnFocus={opener} onClosed={close} />}>
            {maskedCode === null ? t`Set up` : t({ message: 'Change', context: 'button' })}
          </DialogButton>
        ),
    },
    { id: 'devices', title: <Trans>Devices</Trans>, text: <Trans>Browsers and phones that logged in to your account recently.</Trans>, on: true, action: <Link to="/{-$locale}/myaccount/profile/security_device" className={btn('secondary', 'sm')}>{t`Manage`}</Link> },
  ];
  const score = items.filter((item) => item.on === true).length;
  const total = items.length;
  return (
    <AccountLayout title={<Trans>Security</Trans>} lead={<Trans>Protections on your account. We recommend turning all of them on.</Trans>}>
      {settings === null ? (
        <Notice tone="warn" title={<Trans>Your security settings could not be loaded.</Trans>}>
          <Trans>Please try again later.</Trans>
        </Notice>
      ) : settings === undefined ? null : (
        <Notice tone={score < total ? 'warn' : 'info'} title={<Trans>{score} of {total} protections on</Trans>}>
          <Trans>An authenticator app is the single most effective protection against account takeover.</Trans>
        </Notice>
      )}
      <Card className="ui-card--flush">
        <ul className="ui-list" aria-busy={settings === undefined || undefined}>
          {items.map((item) => (
            <li className="ui-list__item" key={item.id} data-protection={item.id}>
              <div className="ui-list__main">
                <span className="ui-list__title">{item.title}</span>
                <span className="ui-list__text">{item.text}</span>
              </div>
              <StateBadge on={item.on} />
              {item.action}
            </li>
          ))}
        </ul>
      </Card>
    </AccountLayout>
  );
}

/** The page when the security settings could not be loaded (SPEC section 8: the feature hides). */
function NotLoaded() {
  return (
    <Notice tone="warn" title={<Trans>Your security settings could not be loaded.</Trans>}>
      <Trans>Please try again later.</Trans>
    </Notice>
  );
}

/** The server's rejection, or the transport's failure, as one line. */
function refusalOf(result: ApiResult<SecurityAnswer | null>, unreachable: string): { message: string; code: number | null } | null {
  const answer = result.data;
  if (answer === null) return { message: unreachable, code: null };
  return answer.code === 0 ? null : { message: answer.message || 'Error', code: answer.code };
}

const WRONG_TOTP = 40121;

/**
 * Sets or changes the fund password (docs/account-security.md): an authenticator must be bound
 * first (the server refuses otherwise), so without one the page says so and links to its setup.
 */
export function FundPasswordSetupPage() {
  const { t } = useLingui();
  const security = useQuery(userSecurityQuery()).data;
  const settings = security === undefined ? undefined : security.data;
  const save = useMutation(setFundPasswordMutation());
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [done, setDone] = useState(false);
  const [refused, setRefused] = useState<{ message: string; code: number | null } | null>(null);
  const problem = passwordProblem(password);
  const errors = {
    password: touched && problem === 'short' ? t`Use at least 8 characters.` : touched && problem === 'weak' ? t`Use both letters and digits.` : refused !== null && refused.code !== WRONG_TOTP ? refused.message : undefined,
    confirm: touched && confirm !== password ? t`The passwords do not match.` : undefined,
    code: touched && !/^\d{6}$/.test(code) ? t`Enter the 6-digit code from your authenticator app.` : refused?.code === WRONG_TOTP ? refused.message : undefined,
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setRefused(null);
    if (problem || confirm !== password || !/^\d{6}$/.test(code) || save.isPending) return;
    const outcome = refusalOf(await save.mutateAsync({ password, totp: code }), t`We could not reach the server. Check your connection and try again.`);
    if (outcome !== null) return setRefused(outcome);
    setDone(true);
  };
  const changing = settings?.fund_password === true && !done;
  return (
    <AccountLayout
      title={changing ? <Trans>Change your fund password</Trans> : <Trans>Set your fund password</Trans>}
      lead={<Trans>A second password, different from your login password, asked before funds leave your account.</Trans>}
    >
      <Card>
        {settings === null ? (
          <NotLoaded />
        ) : settings === undefined ? null : done ? (
          <Notice title={<Trans>Fund password set</Trans>}>
            <Trans>You will be asked for it before withdrawals. You can choose how often in the security settings.</Trans>
          </Notice>
        ) : !settings.totp ? (
          <Notice tone="warn" title={<Trans>Set up an authenticator app first</Trans>}>
            <p>
              <Trans>The fund password is confirmed with a code from your authenticator app.</Trans>
            </p>
            <Link to="/{-$locale}/myaccount/totp" className={btn('primary', 'sm')} data-testid="fundpass-totp-first">
              {t`Set up`}
            </Link>
          </Notice>
        ) : (
          <form className="ui-form" onSubmit={(event) => void submit(event)} noValidate style={{ maxInlineSize: 440 }}>
            <TextField label={t`Fund password`} type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} hint={t`At least 8 characters, with letters and digits.`} />
            <TextField label={t`Repeat fund password`} type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} error={errors.confirm} />
            <TextField label={t`Authenticator code`} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} error={errors.code} />
            <button type="submit" className={btn('primary', 'lg')} disabled={password === '' || save.isPending} aria-busy={save.isPending || undefined}>
              <Trans>Confirm</Trans>
            </button>
          </form>
        )}
      </Card>
    </AccountLayout>
  );
}

function otpauthUri(issuer: string, account: string, secret: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  return `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=30`;
}

/**
 * Binds an authenticator (docs/account-security.md): the backend issues the secret (kept pending,
 * the same one on every visit until bound); "Turn on" sends the app's code; once bound the page
 * says so and offers no second secret.
 */
export function TotpPage() {
  const { t } = useLingui();
  const site = useSite();
  const { uid, nickname } = useAccountIdentity();
  const security = useQuery(userSecurityQuery()).data;
  const settings = security === undefined ? undefined : security.data;
  const secretAnswer = useQuery(totpSecretQuery({ enabled: settings?.totp === false })).data?.data;
  const bind = useMutation(bindTotpMutation());
  const [code, setCode] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  const issuer = site.totpName;
  const secret = secretAnswer?.code === 0 ? secretAnswer.secret : null;
  const grouped = secret === null ? '' : (secret.match(/.{1,4}/g)?.join(' ') ?? secret);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefused(null);
    if (!/^\d{6}$/.test(code) || bind.isPending) return;
    const outcome = refusalOf(await bind.mutateAsync({ code }), t`We could not reach the server. Check your connection and try again.`);
    if (outcome !== null) setRefused(outcome.message);
  };
  const bound = settings?.totp === true;
  return (
    <AccountLayout title={<Trans>Authenticator app</Trans>} lead={<Trans>Add your account to an authenticator app such as Google Authenticator or Authy, then enter the code it shows.</Trans>}>
      {settings === null ? (
        <NotLoaded />
      ) : settings === undefined ? null : bound ? (
        <Card>
          <Notice title={<Trans>Authenticator turned on</Trans>}>
            <Trans>From now on we ask for a code at login and before withdrawals.</Trans>
          </Notice>
        </Card>
      ) : (
        <>
          <Steps
            steps={[
              { title: <Trans>Install an app</Trans>, text: <Trans>Any TOTP authenticator works.</Trans> },
              { title: <Trans>Add the key</Trans>, text: <Trans>Enter the setup key below; the account appears as {issuer}.</Trans> },
              { title: <Trans>Confirm</Trans>, text: <Trans>Type the 6-digit code the app shows now.</Trans> },
            ]}
          />
          <div className="ui-grid ui-grid--2">
            <Card className="ui-stack">
              <h2 className="ui-card__title">
                <Trans>Setup key</Trans>
              </h2>
              {secretAnswer === undefined ? null : secret === null ? (
                <Notice tone="warn" title={<Trans>Your security settings could not be loaded.</Trans>}>
                  {secretAnswer?.message || <Trans>Please try again later.</Trans>}
                </Notice>
              ) : (
                <>
                  <div className="ui-address-box">
                    <span className="ui-address-box__value ui-mono" data-testid="totp-secret">
                      {grouped}
                    </span>
                    <button type="button" className={btn('secondary', 'sm')} onClick={() => void navigator.clipboard?.writeText(secret).catch(() => undefined)}>
                      {t`Copy`}
                    </button>
                  </div>
                  <p className="ui-faint ui-small">
                    <Trans>
                      Account: {issuer}:{nickname}
                    </Trans>
                  </p>
                  <a className="ui-link ui-small" href={otpauthUri(issuer, nickname || uid, secret)}>
                    <Trans>Open in an authenticator on this device</Trans>
                  </a>
                </>
              )}
            </Card>
            <Card>
              <form className="ui-form" noValidate onSubmit={(event) => void submit(event)}>
                <TextField
                  label={t`6-digit code`}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  value={code}
                  onChange={(e) => {
                    setCode(e.target.value.replace(/\D/g, ''));
                    setRefused(null);
                  }}
                  error={refused ?? undefined}
                />
                <button type="submit" className={btn('primary', 'lg')} disabled={code.length !== 6 || secret === null || bind.isPending} aria-busy={bind.isPending || undefined}>
                  <Trans>Turn on</Trans>
                </button>
              </form>
            </Card>
          </div>
        </>
      )}
    </AccountLayout>
  );
}
