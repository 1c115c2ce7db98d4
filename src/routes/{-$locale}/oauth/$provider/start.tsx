import { createFileRoute, notFound } from '@tanstack/react-router';
import { OAuthStartPage } from '../../../../features/account/AuthPages';
import { validateOAuthStartSearch } from '../../../../features/account/search';
import { isProvider, PROVIDER_NAMES } from '../../../../features/registration/providers';
import { t } from '@lingui/core/macro';

/**
 * `/oauth/{provider}/start`: in production the backend's (to the provider and back); the app
 * renders it only in the demo, as the provider's stand-in, or when misrouted. Unknown providers
 * are a 404.
 */
export const Route = createFileRoute('/{-$locale}/oauth/$provider/start')({
  validateSearch: validateOAuthStartSearch,
  beforeLoad: ({ params }) => {
    if (!isProvider(params.provider)) throw notFound();
  },
  head: ({ params }) => {
    const name = isProvider(params.provider) ? PROVIDER_NAMES[params.provider] : '';
    return { meta: [{ title: t`Sign in with ${name}` }] };
  },
  component: OAuthStartRoute,
});

function OAuthStartRoute() {
  const { provider } = Route.useParams();
  const { client_id, redirect } = Route.useSearch();
  if (!isProvider(provider)) return null;
  return <OAuthStartPage provider={provider} clientId={client_id} redirect={redirect} />;
}
