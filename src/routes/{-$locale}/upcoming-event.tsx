import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { UpcomingEventsPage } from '../../pages/content/UpcomingEventsPage';
import { withTitle } from '../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/upcoming-event')({
  component: withTitle(msg`Upcoming events`, UpcomingEventsPage),
});
