import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { UserAgreementPage } from '../../pages/legal/LegalPages';
import { withTitle } from '../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/user-agreement')({
  component: withTitle(msg`User agreement`, UserAgreementPage),
});
