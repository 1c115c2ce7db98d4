import { createFileRoute } from '@tanstack/react-router';
import { RewardsHubPage } from '../../pages/rewards/RewardsPages';

export const Route = createFileRoute('/{-$locale}/rewards_hub')({
  component: RewardsHubPage,
});
