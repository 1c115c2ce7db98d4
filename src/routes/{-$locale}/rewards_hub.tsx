import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { RewardsHubPage } from '../../features/pages/rewards/RewardsPages';

export const Route = createFileRoute('/{-$locale}/rewards_hub')({
  head: () => ({ meta: [{ title: t`Rewards hub` }] }),
  component: RewardsHubPage,
});
