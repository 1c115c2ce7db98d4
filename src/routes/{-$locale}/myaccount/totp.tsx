import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TotpPage } from '../../../features/pages/account/SecurityPages';

export const Route = createFileRoute('/{-$locale}/myaccount/totp')({
  head: () => ({ meta: [{ title: t`Authenticator app` }] }),
  component: TotpPage,
});
