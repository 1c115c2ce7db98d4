import { createFileRoute } from '@tanstack/react-router';
import { KycHomePage } from '../../../features/account/KycHomePage';

export const Route = createFileRoute('/{-$locale}/myaccount/kyc_home')({
  component: KycHomePage,
});
