import { createFileRoute } from '@tanstack/react-router';
import { KycHomePage } from '../../../pages/account/KycHomePage';

export const Route = createFileRoute('/{-$locale}/myaccount/kyc_home')({
  component: KycHomePage,
});
