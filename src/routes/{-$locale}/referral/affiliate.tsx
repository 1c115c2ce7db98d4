import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AffiliatePage } from '../../../features/pages/rewards/RewardsPages';

export const Route = createFileRoute('/{-$locale}/referral/affiliate')({
  head: () => ({ meta: [{ title: t`Affiliate programme` }] }),
  component: AffiliatePage,
});
