/**
 * Security pages: /myaccount/security (every protection and its state), /myaccount/fundpass_setup
 * (the fund password asked before withdrawals) and /myaccount/totp (authenticator app, issuer
 * from the site config's totpName).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useSite } from '../../site/site';
import { useQuery } from '../../api/hooks';
import { userFrequencyQuery } from '../../api/queries';
import { useFundPasswordRequests } from '../../overlays/fundPasswordRequests';
import { TextField } from '../../ui/form/Field';
import { Badge, Card, Notice, Steps } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';
import { AccountLayout } from './AccountLayout';
import { useAccountIdentity } from '../../widgets/account-identity';

interface Protection {
  id: string;
  title: ReactNode;
  text: ReactNode;
  on: boolean;
  action: ReactNode;
}

export function SecurityPage() {
  const { t } = useLingui();
  const { openFrequencyDialog } = useFundPasswordRequests();
  const frequency = useQuery(userFrequencyQuery()).data?.data;
  const frequencyText = frequency === 0 ? t`Never` : frequency === 2 ? t`Every time` : frequency === 1 ? t`Once an hour` : '—';
  const items: Protection[] = [
    { id: 'password', title: <Trans>Login password</Trans>, text: <Trans>Used to log in. Change it if you think someone else knows it.</Trans>, on: true, action: <button type="button" className={btn('secondary', 'sm')}>{t({ message: 'Change', context: 'button' })}</button> },
    { id: 'totp', title: <Trans>Authenticator app</Trans>, text: <Trans>A code from your phone at every login and withdrawal.</Trans>, on: false, action: <Link to="/{-$locale}/myaccount/totp" className={btn('primary', 'sm')}>{t`Set up`}</Link> },
    { id: 'fundpass', title: <Trans>Fund password</Trans>, text: <Trans>Asked before withdrawals and other transfers of funds.</Trans>, on: false, action: <Link to="/{-$locale}/myaccount/fundpass_setup" className={btn('primary', 'sm')}>{t`Set up`}</Link> },
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
    { id: 'antiphishing', title: <Trans>Anti-phishing code</Trans>, text: <Trans>Shown in every e-mail we send, so you can tell real e-mails from fakes.</Trans>, on: false, action: <button type="button" className={btn('secondary', 'sm')}>{t`Set up`}</button> },
    { id: 'devices', title: <Trans>Devices</Trans>, text: <Trans>Browsers and phones that logged in to your account recently.</Trans>, on: true, action: <Link to="/{-$locale}/myaccount/profile/security_device" className={btn('secondary', 'sm')}>{t`Manage`}</Link> },
  ];
  const score = items.filter((item) => item.on).length;
  const total = items.length;
  return (
    <AccountLayout title={<Trans>Security</Trans>} lead={<Trans>Protections on your account. We recommend turning all of them on.</Trans>}>
      <Notice tone={score < total ? 'warn' : 'info'} title={<Trans>{score} of {total} protections on</Trans>}>
        <Trans>An authenticator app is the single most effective protection against account takeover.</Trans>
      </Notice>
      <Card className="ui-card--flush">
        <ul className="ui-list">
          {items.map((item) => (
            <li className="ui-list__item" key={item.id}>
              <div className="ui-list__main">
                <span className="ui-list__title">{item.title}</span>
                <span className="ui-list__text">{item.text}</span>
              </div>
              {item.on ? <Badge tone="rise">{t`On`}</Badge> : <Badge tone="warn">{t`Off`}</Badge>}
              {item.action}
            </li>
          ))}
        </ul>
      </Card>
    </AccountLayout>
  );
}

/** SPEC section 5 asks for a non-empty fund password; we also ask for 8+ characters with a letter and a digit. */
function fundPasswordProblem(password: string): 'short' | 'weak' | null {
  if (password.length < 8) return 'short';
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return 'weak';
  return null;
}

export function FundPasswordSetupPage() {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [done, setDone] = useState(false);
  const problem = fundPasswordProblem(password);
  const errors = {
    password: touched && problem === 'short' ? t`Use at least 8 characters.` : touched && problem === 'weak' ? t`Use both letters and digits.` : undefined,
    confirm: touched && confirm !== password ? t`The passwords do not match.` : undefined,
    code: touched && !/^\d{6}$/.test(code) ? t`Enter the 6-digit code from your authenticator app.` : undefined,
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!problem && confirm === password && /^\d{6}$/.test(code)) setDone(true);
  };
  return (
    <AccountLayout title={<Trans>Set your fund password</Trans>} lead={<Trans>A second password, different from your login password, asked before funds leave your account.</Trans>}>
      <Card>
        {done ? (
          <Notice title={<Trans>Fund password set</Trans>}>
            <Trans>You will be asked for it before withdrawals. You can choose how often in the security settings.</Trans>
          </Notice>
        ) : (
          <form className="ui-form" onSubmit={submit} noValidate style={{ maxInlineSize: 440 }}>
            <TextField label={t`Fund password`} type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} hint={t`At least 8 characters, with letters and digits.`} />
            <TextField label={t`Repeat fund password`} type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} error={errors.confirm} />
            <TextField label={t`Authenticator code`} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} error={errors.code} />
            <button type="submit" className={btn('primary', 'lg')} disabled={password === ''}>
              <Trans>Confirm</Trans>
            </button>
          </form>
        )}
      </Card>
    </AccountLayout>
  );
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A 32-character base32 secret, stable per uid (a placeholder: the backend issues the real one). */
function totpSecret(uid: string): string {
  let hash = 2166136261;
  for (const char of `totp:${uid}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  let out = '';
  for (let i = 0; i < 32; i++) {
    hash = (Math.imul(hash, 1664525) + 1013904223) >>> 0;
    out += BASE32[hash % 32];
  }
  return out;
}

function otpauthUri(issuer: string, account: string, secret: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  return `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=30`;
}

export function TotpPage() {
  const { t } = useLingui();
  const site = useSite();
  const { uid, nickname } = useAccountIdentity();
  const secret = useMemo(() => totpSecret(uid), [uid]);
  const [code, setCode] = useState('');
  const [done, setDone] = useState(false);
  const issuer = site.totpName;
  const grouped = secret.match(/.{1,4}/g)?.join(' ') ?? secret;
  return (
    <AccountLayout title={<Trans>Authenticator app</Trans>} lead={<Trans>Add your account to an authenticator app such as Google Authenticator or Authy, then enter the code it shows.</Trans>}>
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
        </Card>
        <Card>
          {done ? (
            <Notice title={<Trans>Authenticator turned on</Trans>}>
              <Trans>From now on we ask for a code at login and before withdrawals.</Trans>
            </Notice>
          ) : (
            <form
              className="ui-form"
              onSubmit={(event) => {
                event.preventDefault();
                if (/^\d{6}$/.test(code)) setDone(true);
              }}
            >
              <TextField label={t`6-digit code`} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} />
              <button type="submit" className={btn('primary', 'lg')} disabled={code.length !== 6}>
                <Trans>Turn on</Trans>
              </button>
            </form>
          )}
        </Card>
      </div>
    </AccountLayout>
  );
}
