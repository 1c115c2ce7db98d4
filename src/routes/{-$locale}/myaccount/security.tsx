import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SecurityPage } from '../../../pages/account/verification/SecurityPages';
import { withTitle } from '../../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/myaccount/security')({
  component: withTitle(msg`Security`, SecurityPage),
});
