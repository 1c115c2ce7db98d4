import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PilotPage } from '../../pages/trade/PilotPage';
import { withTitle } from '../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/pilot')({
  component: withTitle(msg`Pilot: new on-chain tokens`, PilotPage),
});
