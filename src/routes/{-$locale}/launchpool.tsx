import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LaunchpoolPage } from '../../pages/earn/LaunchpoolPage';
import { withTitle } from '../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/launchpool')({
  component: withTitle(msg`Launchpool`, LaunchpoolPage),
});
