import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CompetitionCenterPage } from '../../../pages/rewards/RewardsPages';
import { withTitle } from '../../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/competition/center')({
  component: withTitle(msg`Competition centre`, CompetitionCenterPage),
});
