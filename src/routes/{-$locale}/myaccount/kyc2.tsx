import { createFileRoute } from '@tanstack/react-router';
import { Kyc2Page } from '../../../pages/account/KycFormsPages';

export const Route = createFileRoute('/{-$locale}/myaccount/kyc2')({
  component: Kyc2Page,
});
