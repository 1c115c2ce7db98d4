import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Kyc2Page } from '../../../pages/account/verification/KycFormsPages';
import { withTitle } from '../../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/myaccount/kyc2')({
  component: withTitle(msg`Verify your identity`, Kyc2Page),
});
