import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { UpcomingEventsPage } from '../../features/pages/content/MorePages';

export const Route = createFileRoute('/{-$locale}/upcoming-event')({
  head: () => ({ meta: [{ title: t`Upcoming events` }] }),
  component: UpcomingEventsPage,
});
