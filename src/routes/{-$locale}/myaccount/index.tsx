import { createFileRoute } from '@tanstack/react-router';
import { AccountOverviewPage } from '../../../features/pages/account/AccountOverviewPage';

export const Route = createFileRoute('/{-$locale}/myaccount/')({
  component: AccountOverviewPage,
});
