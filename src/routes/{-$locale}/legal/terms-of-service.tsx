import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TermsOfServicePage } from '../../../pages/legal/LegalPages';
import { withTitle } from '../../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/legal/terms-of-service')({
  component: withTitle(msg`Terms of service`, TermsOfServicePage),
});
