import { createFileRoute } from '@tanstack/react-router';
import { AccountOverviewPage } from '../../../pages/account/AccountOverviewPage';

export const Route = createFileRoute('/{-$locale}/myaccount/')({
  component: AccountOverviewPage,
});
