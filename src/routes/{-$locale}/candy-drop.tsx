import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CandyDropPage } from '../../pages/earn/CandyDropPage';
import { withTitle } from '../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/candy-drop')({
  component: withTitle(msg`CandyDrop`, CandyDropPage),
});
