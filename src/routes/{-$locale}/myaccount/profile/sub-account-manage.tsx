import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SubAccountsPage } from '../../../../features/pages/account/ProfilePages';

export const Route = createFileRoute('/{-$locale}/myaccount/profile/sub-account-manage')({
  head: () => ({ meta: [{ title: t`Sub-accounts` }] }),
  component: SubAccountsPage,
});
