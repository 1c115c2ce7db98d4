import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { P2PMarketPage } from '../../../pages/buy/P2PPages';
import { withTitle } from '../../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/c2c/market')({
  component: withTitle(msg`Peer-to-peer market`, P2PMarketPage),
});
