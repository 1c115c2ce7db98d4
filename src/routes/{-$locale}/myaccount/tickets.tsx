import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TicketsPage } from '../../../pages/account/TicketsPage';
import { withTitle } from '../../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/myaccount/tickets')({
  component: withTitle(msg`Support tickets`, TicketsPage),
});
