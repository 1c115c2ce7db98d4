import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSite } from '../../site/site';
import { useDecision } from '../../facts';
import { PROVIDER_NAMES, type Provider } from './providers';
import './providers.css';


function ProviderMark({ provider }: { provider: Provider }) {
  // Simple monochrome marks (not the brands' artwork) so nothing depends on remote files.
  const glyph: Record<Provider, string> = { google: 'G', metamask: 'M', apple: '', gateio: 'G' };
  return (
    <span className={`provider__mark provider__mark--${provider}`} aria-hidden="true">
      {provider === 'apple' ? (
        <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" focusable="false">
          <path d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9-.7 0-1.9-.9-3-.8-1.6 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.2.8 1.1 1.7 2.3 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.2.9-1.3 1.3-2.5 1.3-2.6-.1 0-2.5-.9-2.5-3.8zM14.2 5.8c.6-.8 1.1-1.8 1-2.8-.9 0-2 .6-2.7 1.4-.6.7-1.1 1.7-1 2.7 1 .1 2-.5 2.7-1.3z" />
        </svg>
      ) : (
        glyph[provider]
      )}
    </span>
  );
}

/**
 * Third-party sign-in (SPEC section 1: main and test net allow google, metamask, apple; Turkey
 * gateio; others none), as the `loginProviders` decision says. A provider button hands over to
 * the backend's OAuth start path (`/oauth/<provider>/start`, which redirects to the provider with
 * the site's `thirdAuthClientId` and returns to `thirdAuthRedirectDomain`). In the demo no
 * backend owns that path, so the app's own /oauth/<provider>/start page stands in for the
 * provider (OAuthReturn).
 */
export function ProviderButtons({ redirect }: { redirect?: string }) {
  const providers = useDecision('loginProviders') as Provider[] | undefined;
  const site = useSite();
  const { t } = useLingui();
  const [pending, setPending] = useState<Provider | null>(null);
  if (!providers || providers.length === 0) return null;

  const start = (provider: Provider) => {
    setPending(provider);
    const query = new URLSearchParams({ client_id: site.thirdAuthClientId });
    if (redirect) query.set('redirect', redirect);
    window.location.assign(`/oauth/${provider}/start?${query.toString()}`);
  };

  return (
    <div className="providers" data-testid="login-providers">
      <p className="providers__divider">
        <span>
          <Trans>or continue with</Trans>
        </span>
      </p>
      <ul className="providers__list">
        {providers.map((provider) => {
          const name = PROVIDER_NAMES[provider];
          return (
            <li key={provider}>
              <button
                type="button"
                className="provider"
                onClick={() => start(provider)}
                disabled={pending !== null}
                aria-label={t`Continue with ${name}`}
                data-testid={`provider-${provider}`}
              >
                <ProviderMark provider={provider} />
                <span>{name}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
