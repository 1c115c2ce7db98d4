import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { P2PMarketPage } from '../../../pages/buy/P2PPages';
import { p2pFiat } from '../../../pages/buy/search';
import { withTitle } from '../../../app/routeTitle';

/** `/c2c/USDT_{fiat}`: the peer-to-peer market in one fiat; anything but a fiat code is a 404. */
export const Route = createFileRoute('/{-$locale}/c2c/USDT_{$fiat}')({
  beforeLoad: ({ params }) => {
    if (p2pFiat(params.fiat) === undefined) throw notFound();
  },
  component: withTitle(
    ({ params }) => {
      const fiat = p2pFiat(params.fiat) ?? '';
      return msg`Buy and sell USDT with ${fiat}`;
    },
    P2PPairRoute,
  ),
});

function P2PPairRoute() {
  const { fiat } = Route.useParams();
  return <P2PMarketPage fiat={p2pFiat(fiat)} />;
}
