import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { UserAgreementPage } from '../../../features/pages/legal/LegalPages';

export const Route = createFileRoute('/{-$locale}/legal/user-agreement')({
  head: () => ({ meta: [{ title: t`User agreement` }] }),
  component: UserAgreementPage,
});
