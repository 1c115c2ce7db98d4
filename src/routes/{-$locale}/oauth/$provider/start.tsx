import { createFileRoute } from '@tanstack/react-router';
import { OAuthStartPage } from '../../../../pages/account/AuthPages';
import { validateOAuthStartSearch } from '../../../../pages/account/search';
import { NotFoundPage } from '../../../../shell/not-found';
import { isProvider } from '../../../../widgets/auth/providers';

/**
 * `/oauth/{provider}/start`: in production the backend's (to the provider and back); the app
 * renders it only in the demo, as the provider's stand-in, or when misrouted. Unknown providers
 * are the 404 page (decided in the page's own chunk, so the first load carries no provider list;
 * the title is in src/app/pageTitles.ts).
 */
export const Route = createFileRoute('/{-$locale}/oauth/$provider/start')({
  validateSearch: validateOAuthStartSearch,
  component: OAuthStartRoute,
});

function OAuthStartRoute() {
  const { provider } = Route.useParams();
  const { client_id, redirect } = Route.useSearch();
  if (!isProvider(provider)) return <NotFoundPage />;
  return <OAuthStartPage provider={provider} clientId={client_id} redirect={redirect} />;
}
