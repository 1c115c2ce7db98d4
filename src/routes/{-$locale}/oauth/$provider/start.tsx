import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { OAuthStartPage } from '../../../../pages/account/AuthPages';
import { validateOAuthStartSearch } from '../../../../pages/account/search';
import { NotFoundPage } from '../../../../shell/not-found';
import { isProvider, PROVIDER_NAMES } from '../../../../widgets/auth/providers';
import { withTitle } from '../../../../app/routeTitle';

/**
 * `/oauth/{provider}/start`: in production the backend's (to the provider and back); the app
 * renders it only in the demo, as the provider's stand-in, or when misrouted. Unknown providers
 * are the 404 page (decided in the page's own chunk, so the first load carries no provider list;
 * nor does the title, declared with the component).
 */
export const Route = createFileRoute('/{-$locale}/oauth/$provider/start')({
  validateSearch: validateOAuthStartSearch,
  component: withTitle(
    ({ params }) => {
      const name = isProvider(params.provider) ? PROVIDER_NAMES[params.provider] : '';
      return msg`Sign in with ${name}`;
    },
    OAuthStartRoute,
  ),
});

function OAuthStartRoute() {
  const { provider } = Route.useParams();
  const { client_id, redirect } = Route.useSearch();
  if (!isProvider(provider)) return <NotFoundPage />;
  return <OAuthStartPage provider={provider} clientId={client_id} redirect={redirect} />;
}
