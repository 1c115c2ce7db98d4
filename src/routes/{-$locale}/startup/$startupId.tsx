import { createFileRoute } from '@tanstack/react-router';
import { StartupRoute } from '../../../pages/earn/StartupPage';

/** `/startup/{id}`: one sale from the backend; an id it does not know is the page's not-found state. */
export const Route = createFileRoute('/{-$locale}/startup/$startupId')({
  component: Startup,
});

function Startup() {
  return <StartupRoute id={Route.useParams().startupId} />;
}
