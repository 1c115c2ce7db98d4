import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Kyc3Page } from '../../../features/pages/account/KycFormsPages';

export const Route = createFileRoute('/{-$locale}/myaccount/kyc3_v1')({
  head: () => ({ meta: [{ title: t`Verify your address` }] }),
  component: Kyc3Page,
});
