import { createFileRoute } from '@tanstack/react-router';
import { BrokerPage } from '../../../pages/rewards/RewardsPages';

export const Route = createFileRoute('/{-$locale}/referral/broker')({
  component: BrokerPage,
});
