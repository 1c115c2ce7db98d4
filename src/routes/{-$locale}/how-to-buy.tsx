import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { HowToBuyPage } from '../../pages/markets/HowToBuyPage';
import { withTitle } from '../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/how-to-buy')({
  component: withTitle(msg`How to buy crypto`, HowToBuyPage),
});
