import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LicensesPage } from '../../../pages/legal/LegalPages';
import { withTitle } from '../../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/legal/licenses')({
  component: withTitle(msg`Licences and registrations`, LicensesPage),
});
