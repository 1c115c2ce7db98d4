import { createFileRoute } from '@tanstack/react-router';
import { AffiliatePage } from '../../../pages/rewards/RewardsPages';

export const Route = createFileRoute('/{-$locale}/referral/affiliate')({
  component: AffiliatePage,
});
