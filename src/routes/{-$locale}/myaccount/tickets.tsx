import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TicketsPage } from '../../../features/pages/account/MorePages';

export const Route = createFileRoute('/{-$locale}/myaccount/tickets')({
  head: () => ({ meta: [{ title: t`Support tickets` }] }),
  component: TicketsPage,
});
