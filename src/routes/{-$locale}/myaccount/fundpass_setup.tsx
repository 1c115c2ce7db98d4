import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { FundPasswordSetupPage } from '../../../features/pages/account/SecurityPages';

export const Route = createFileRoute('/{-$locale}/myaccount/fundpass_setup')({
  head: () => ({ meta: [{ title: t`Set your fund password` }] }),
  component: FundPasswordSetupPage,
});
