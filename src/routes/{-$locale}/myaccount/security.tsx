import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SecurityPage } from '../../../features/pages/account/SecurityPages';

export const Route = createFileRoute('/{-$locale}/myaccount/security')({
  head: () => ({ meta: [{ title: t`Security` }] }),
  component: SecurityPage,
});
