import { createFileRoute } from '@tanstack/react-router';
import { SubAccountsPage } from '../../../../pages/account/ProfilePages';

export const Route = createFileRoute('/{-$locale}/myaccount/profile/sub-account-manage')({
  component: SubAccountsPage,
});
