import { createFileRoute } from '@tanstack/react-router';
import { ContactsPage } from '../../../features/legal/CompanyPages';

export const Route = createFileRoute('/{-$locale}/page/contacts')({
  component: ContactsPage,
});
