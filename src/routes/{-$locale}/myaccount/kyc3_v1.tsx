import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Kyc3Page } from '../../../pages/account/verification/KycFormsPages';
import { withTitle } from '../../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/myaccount/kyc3_v1')({
  component: withTitle(msg`Verify your address`, Kyc3Page),
});
