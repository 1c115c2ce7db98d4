import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../../pages/legal/AboutPage';
import { withTitle } from '../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/about-us')({
  component: withTitle(msg`About us`, AboutPage),
});
