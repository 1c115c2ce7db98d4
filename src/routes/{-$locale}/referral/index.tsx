import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ReferralPage } from '../../../pages/rewards/RewardsPages';
import { withTitle } from '../../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/referral/')({
  component: withTitle(msg`Referral programme`, ReferralPage),
});
