import { createFileRoute } from '@tanstack/react-router';
import { FundPasswordSetupPage } from '../../../pages/account/SecurityPages';

export const Route = createFileRoute('/{-$locale}/myaccount/fundpass_setup')({
  component: FundPasswordSetupPage,
});
