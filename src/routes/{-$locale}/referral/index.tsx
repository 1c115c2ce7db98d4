import { createFileRoute } from '@tanstack/react-router';
import { ReferralPage } from '../../../pages/rewards/RewardsPages';

export const Route = createFileRoute('/{-$locale}/referral/')({
  component: ReferralPage,
});
