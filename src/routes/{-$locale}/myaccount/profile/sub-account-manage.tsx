import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SubAccountsPage } from '../../../../pages/account/ProfilePages';
import { withTitle } from '../../../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/myaccount/profile/sub-account-manage')({
  component: withTitle(msg`Sub-accounts`, SubAccountsPage),
});
