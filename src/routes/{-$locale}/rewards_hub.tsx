import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { RewardsHubPage } from '../../pages/rewards/RewardsPages';
import { withTitle } from '../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/rewards_hub')({
  component: withTitle(msg`Rewards hub`, RewardsHubPage),
});
