import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LicensesPage } from '../../../features/pages/legal/LegalPages';

export const Route = createFileRoute('/{-$locale}/legal/licenses')({
  head: () => ({ meta: [{ title: t`Licences and registrations` }] }),
  component: LicensesPage,
});
