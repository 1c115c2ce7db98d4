import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AgreementDocumentPage } from '../../../pages/legal/LegalPages';
import { withTitle } from '../../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/docs/agreement.html')({
  component: withTitle(msg`User agreement`, AgreementDocumentPage),
});
