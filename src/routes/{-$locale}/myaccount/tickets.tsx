import { createFileRoute } from '@tanstack/react-router';
import { TicketsPage } from '../../../pages/account/TicketsPage';

export const Route = createFileRoute('/{-$locale}/myaccount/tickets')({
  component: TicketsPage,
});
