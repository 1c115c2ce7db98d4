import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TicketsPage } from '../../../pages/account/TicketsPage';
import { validateTicketsSearch } from '../../../pages/account/search';
import { withTitle } from '../../../app/routeTitle';

/** `/myaccount/tickets`, `?ticket=<id>` opens one ticket's messages. */
export const Route = createFileRoute('/{-$locale}/myaccount/tickets')({
  validateSearch: validateTicketsSearch,
  component: withTitle(msg`Support tickets`, TicketsPageRoute),
});

function TicketsPageRoute() {
  const { ticket } = Route.useSearch();
  return <TicketsPage ticket={ticket} />;
}
