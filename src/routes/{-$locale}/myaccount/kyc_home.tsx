import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { KycHomePage } from '../../../features/pages/account/KycHomePage';

export const Route = createFileRoute('/{-$locale}/myaccount/kyc_home')({
  head: () => ({ meta: [{ title: t`Identity verification` }] }),
  component: KycHomePage,
});
