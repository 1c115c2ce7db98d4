import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Kyc2Page } from '../../../features/pages/account/KycFormsPages';

export const Route = createFileRoute('/{-$locale}/myaccount/kyc2')({
  head: () => ({ meta: [{ title: t`Verify your identity` }] }),
  component: Kyc2Page,
});
