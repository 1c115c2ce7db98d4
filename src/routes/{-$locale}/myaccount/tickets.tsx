import { createFileRoute } from '@tanstack/react-router';
import { TicketsPage } from '../../../features/account/MorePages';

export const Route = createFileRoute('/{-$locale}/myaccount/tickets')({
  component: TicketsPage,
});
