import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { FundPasswordSetupPage } from '../../../pages/account/verification/SecurityPages';
import { withTitle } from '../../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/myaccount/fundpass_setup')({
  component: withTitle(msg`Set your fund password`, FundPasswordSetupPage),
});
