import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '../../api/hooks';
import { oauthCallbackMutation } from '../../api/queries';
import { authPagePath } from '../../site/loginGuard';
import { useLocale } from '../../i18n/useLocale';
import { useSite } from '../../site/site';
import { Button, ButtonLink } from '../../ui/form/Button';
import { PROVIDER_NAMES, type Provider } from './providers';
import { useAuthSuccess } from './useAuthSuccess';
import './providers.css';

export interface OAuthReturnProps {
  provider: Provider;
  clientId: string | undefined;
  /** Where to go after signing in (the login guard's way back), already checked. */
  redirect: string | undefined;
}

/**
 * /oauth/<provider>/start as the app renders it. In production the backend owns that path (it
 * sends the browser to the provider and back), so the app only shows it when something is
 * misrouted: it says sign-in with the provider is unavailable and offers the login page. In the
 * demo there is no provider: this page stands in for its consent screen, and Continue asks the
 * mocked backend for the return leg (PATHS.oauthCallback), which signs a verified demo user in.
 */
export function OAuthReturn({ provider, clientId, redirect }: OAuthReturnProps) {
  const site = useSite();
  const locale = useLocale();
  const { t } = useLingui();
  const succeed = useAuthSuccess();
  const mutation = useMutation(oauthCallbackMutation());
  const name = PROVIDER_NAMES[provider];
  const siteName = site.name;
  const loginPath = authPagePath(site, locale) + (redirect ? `?redirect=${encodeURIComponent(redirect)}` : '');

  if (!import.meta.env.VITE_DEMO) {
    return (
      <div className="oauth-return" data-testid="oauth-unavailable">
        <p>
          <Trans>Signing in with {name} is not available right now. Please log in with your account instead.</Trans>
        </p>
        <ButtonLink href={loginPath}>
          <Trans>Back to log in</Trans>
        </ButtonLink>
      </div>
    );
  }

  const answer = mutation.data?.data ?? null;
  const failed = mutation.isSuccess && (answer === null || answer.code !== 0);
  const proceed = async () => {
    const result = await mutation.mutateAsync({ provider, client_id: clientId ?? site.thirdAuthClientId });
    const user = result.data?.code === 0 ? result.data.user : null;
    if (user) succeed(user.nickname, redirect);
  };

  return (
    <div className="oauth-return" data-testid="oauth-consent">
      <p>
        <Trans>
          {name} asks whether to share your name and e-mail address with {siteName}. In this demo
          no request leaves the page: the mocked backend answers for {name} and signs in a
          verified demo account.
        </Trans>
      </p>
      {failed && (
        <p className="oauth-return__error" role="alert">
          {answer?.message || t`Signing in with ${name} failed. Please try again.`}
        </p>
      )}
      <div className="oauth-return__actions">
        <Button onClick={() => void proceed()} disabled={mutation.isPending} data-testid="oauth-continue">
          <Trans>Continue as a demo user</Trans>
        </Button>
        <ButtonLink variant="secondary" href={loginPath}>
          <Trans>Cancel</Trans>
        </ButtonLink>
      </div>
    </div>
  );
}
