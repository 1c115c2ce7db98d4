import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AffiliatePage } from '../../../pages/rewards/RewardsPages';
import { withTitle } from '../../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/referral/affiliate')({
  component: withTitle(msg`Affiliate programme`, AffiliatePage),
});
