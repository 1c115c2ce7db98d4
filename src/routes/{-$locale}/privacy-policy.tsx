import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage } from '../../pages/legal/LegalPages';
import { withTitle } from '../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/privacy-policy')({
  component: withTitle(msg`Privacy policy`, PrivacyPolicyPage),
});
