import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { FuturesTradePage } from '../../pages/trade/FuturesTradePage';
import { withTitle } from '../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/futures-delivery')({
  component: withTitle(msg`Delivery futures`, DeliveryRoute),
});

function DeliveryRoute() {
  return <FuturesTradePage unit="USDT" base="BTC" quote="USDT" delivery />;
}
