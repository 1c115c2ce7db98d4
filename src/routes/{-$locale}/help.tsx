import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { HelpCentrePage } from '../../pages/content/HelpCentrePage';
import { withTitle } from '../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/help')({
  component: withTitle(msg`Help centre`, HelpCentrePage),
});
