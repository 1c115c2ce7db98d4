import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AccountOverviewPage } from '../../../pages/account/AccountOverviewPage';
import { withTitle } from '../../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/myaccount/')({
  component: withTitle(msg`Account overview`, AccountOverviewPage),
});
