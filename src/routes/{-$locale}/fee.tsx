import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { FeePage } from '../../pages/legal/FeePage';
import { withTitle } from '../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/fee')({
  component: withTitle(msg`Fee schedule`, FeePage),
});
