import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AlphaPage } from '../../../pages/trade/AlphaPage';
import { withTitle } from '../../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/alpha/')({
  component: withTitle(msg`Alpha: on-chain tokens`, AlphaPage),
});
