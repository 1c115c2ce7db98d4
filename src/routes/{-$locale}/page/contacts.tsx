import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ContactsPage } from '../../../features/pages/legal/CompanyPages';

export const Route = createFileRoute('/{-$locale}/page/contacts')({
  head: () => ({ meta: [{ title: t`Contact us` }] }),
  component: ContactsPage,
});
