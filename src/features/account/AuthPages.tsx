/**
 * /login and /signup: the registration forms (the shell's, src/features/registration) on a page
 * of their own. The forms read `redirect`, `ch` and `ref_uid` from the URL and, after a
 * successful login, go to `redirect` (the login guard's way back).
 */
import { Trans } from '@lingui/react/macro';
import { LoginForm, OAuthReturn, PROVIDER_NAMES, SignupForm, type OAuthReturnProps } from '../registration';
import { Card, Page } from '../../ui/Page';
import { useSite } from '../../site/site';
import './account.css';

export function LoginPage() {
  const site = useSite();
  const siteName = site.name;
  return (
    <Page className="pg-auth-page">
      <div className="pg-auth-page__inner">
        <h1 className="pg-page-head__title">
          <Trans>Log in to {siteName}</Trans>
        </h1>
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
    <Page className="pg-auth-page">
      <div className="pg-auth-page__inner">
        <h1 className="pg-page-head__title">
          <Trans>Create your {siteName} account</Trans>
        </h1>
        <Card>
          <SignupForm />
        </Card>
      </div>
    </Page>
  );
}

/** /oauth/{provider}/start: see OAuthReturn (production: the backend's; the demo: a stand-in). */
export function OAuthStartPage(props: OAuthReturnProps) {
  const name = PROVIDER_NAMES[props.provider];
  return (
    <Page className="pg-auth-page">
      <div className="pg-auth-page__inner">
        <h1 className="pg-page-head__title">
          <Trans>Sign in with {name}</Trans>
        </h1>
        <Card>
          <OAuthReturn {...props} />
        </Card>
      </div>
    </Page>
  );
}
