import { createFileRoute } from '@tanstack/react-router';
import { Kyc3Page } from '../../../pages/account/KycFormsPages';

export const Route = createFileRoute('/{-$locale}/myaccount/kyc3_v1')({
  component: Kyc3Page,
});
