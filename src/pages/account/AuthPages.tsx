/**
 * /login and /signup: the registration forms (the shell's, src/widgets/auth) on a page
 * of their own. The forms read `redirect`, `ch` and `ref_uid` from the URL and, after a
 * successful login, go to `redirect` (the login guard's way back).
 */
import { Trans } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useQuery } from '../../api/hooks';
import { newbiePrizeGuideQuery, taskEmbedRegisterQuery } from '../../api/queries';
import { useFormat } from '../../i18n/format';
import { LoginForm, OAuthReturn, PROVIDER_NAMES, SignupForm, type OAuthReturnProps } from '../../widgets/auth';
import { Card, Notice, Page } from '../../ui/content/Page';
import { useSite } from '../../site/site';
import './account.css';

export function LoginPage() {
  const site = useSite();
  const siteName = site.name;
  const passwordChanged = useRouterState({ select: (s) => s.location.state.passwordChanged === true });
  return (
    <Page className="ui-auth-page">
      <div className="ui-auth-page__inner">
        <h1 className="ui-page-head__title">
          <Trans>Log in to {siteName}</Trans>
        </h1>
        {passwordChanged && (
          <div role="status" data-testid="password-changed-notice">
            <Notice>
              <Trans>Your password was changed. Log in with the new one.</Trans>
            </Notice>
          </div>
        )}
        <Card>
          <LoginForm />
        </Card>
      </div>
    </Page>
  );
}

export function SignupPage() {
  const site = useSite();
  const siteName = site.name;
  return (
    <Page className="ui-auth-page">
      <div className="ui-auth-page__inner">
        <h1 className="ui-page-head__title">
          <Trans>Create your {siteName} account</Trans>
        </h1>
        <RegisterRewards />
        <Card>
          <SignupForm />
        </Card>
      </div>
    </Page>
  );
}

/** The embedded register task's campaign id (SPEC section 7: getTaskEmbedRegister, const_id). */
const REGISTER_TASK_ID = 'register';

/**
 * What signing up earns (SPEC sections 3, 7): the embedded register task's reward when one
 * exists (has_register_task 1), and the newbie prize guide's pool (prize_num). A failed call
 * gives the default (no task, no guide) and that part hides; with neither, nothing shows.
 */
function RegisterRewards() {
  const format = useFormat();
  const task = useQuery(taskEmbedRegisterQuery(REGISTER_TASK_ID)).data?.data ?? null;
  const guide = useQuery(newbiePrizeGuideQuery()).data?.data ?? null;
  const amount = (value: string | number | undefined, currency: string) => {
    const n = Number(value);
    return Number.isFinite(n) && n > 0 ? `${format.number(n)} ${currency}` : null;
  };
  const reward = task?.has_register_task === 1 ? amount(task.reward_num, task.reward_currency) : null;
  const pool = amount(guide?.prize_num, 'USDT');
  if (!reward && !pool) return null;
  return (
    <div className="account-auth-rewards" data-testid="register-rewards">
      {reward && (
        <p className="account-auth-rewards__main">
          <Trans>Sign up now and get {reward}</Trans>
        </p>
      )}
      {pool && (
        <p className="account-auth-rewards__more">
          <Trans>New traders can unlock up to {pool} in rewards</Trans>
        </p>
      )}
    </div>
  );
}

/** /oauth/{provider}/start: see OAuthReturn (production: the backend's; the demo: a stand-in). */
export function OAuthStartPage(props: OAuthReturnProps) {
  const name = PROVIDER_NAMES[props.provider];
  return (
    <Page className="ui-auth-page">
      <div className="ui-auth-page__inner">
        <h1 className="ui-page-head__title">
          <Trans>Sign in with {name}</Trans>
        </h1>
        <Card>
          <OAuthReturn {...props} />
        </Card>
      </div>
    </Page>
  );
}
