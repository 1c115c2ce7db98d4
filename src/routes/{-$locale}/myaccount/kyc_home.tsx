import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { KycHomePage } from '../../../pages/account/verification/KycHomePage';
import { withTitle } from '../../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/myaccount/kyc_home')({
  component: withTitle(msg`Identity verification`, KycHomePage),
});
