import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { BrokerPage } from '../../../pages/rewards/RewardsPages';
import { withTitle } from '../../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/referral/broker')({
  component: withTitle(msg`Broker programme`, BrokerPage),
});
