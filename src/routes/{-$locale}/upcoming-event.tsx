import { createFileRoute } from '@tanstack/react-router';
import { UpcomingEventsPage } from '../../pages/content/UpcomingEventsPage';

export const Route = createFileRoute('/{-$locale}/upcoming-event')({
  component: UpcomingEventsPage,
});
