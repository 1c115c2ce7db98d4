import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ReferralPage } from '../../../features/pages/rewards/RewardsPages';

export const Route = createFileRoute('/{-$locale}/referral/')({
  head: () => ({ meta: [{ title: t`Referral programme` }] }),
  component: ReferralPage,
});
