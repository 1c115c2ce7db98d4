import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { BrokerPage } from '../../../features/pages/rewards/RewardsPages';

export const Route = createFileRoute('/{-$locale}/referral/broker')({
  head: () => ({ meta: [{ title: t`Broker programme` }] }),
  component: BrokerPage,
});
