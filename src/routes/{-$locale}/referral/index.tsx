import { createFileRoute } from '@tanstack/react-router';
import { ReferralPage } from '../../../features/rewards/RewardsPages';

export const Route = createFileRoute('/{-$locale}/referral/')({
  component: ReferralPage,
});
