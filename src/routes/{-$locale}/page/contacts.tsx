import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ContactsPage } from '../../../pages/legal/ContactsPage';
import { withTitle } from '../../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/page/contacts')({
  component: withTitle(msg`Contact us`, ContactsPage),
});
