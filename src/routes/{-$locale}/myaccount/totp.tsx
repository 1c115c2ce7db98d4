import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TotpPage } from '../../../pages/account/verification/SecurityPages';
import { withTitle } from '../../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/myaccount/totp')({
  component: withTitle(msg`Authenticator app`, TotpPage),
});
