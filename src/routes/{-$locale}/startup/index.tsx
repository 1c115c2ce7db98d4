import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { StartupPage } from '../../../pages/earn/StartupPage';
import { withTitle } from '../../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/startup/')({
  component: withTitle(msg`Startup: token launches`, StartupPage),
});
