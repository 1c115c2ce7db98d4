import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AccountOverviewPage } from '../../../features/pages/account/AccountOverviewPage';

export const Route = createFileRoute('/{-$locale}/myaccount/')({
  head: () => ({ meta: [{ title: t`Account overview` }] }),
  component: AccountOverviewPage,
});
