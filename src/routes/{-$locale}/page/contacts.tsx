import { createFileRoute } from '@tanstack/react-router';
import { ContactsPage } from '../../../pages/legal/ContactsPage';

export const Route = createFileRoute('/{-$locale}/page/contacts')({
  component: ContactsPage,
});
