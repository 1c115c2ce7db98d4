import { createFileRoute } from '@tanstack/react-router';
import { FuturesTradePage } from '../../pages/trade/FuturesTradePage';

export const Route = createFileRoute('/{-$locale}/futures-delivery')({
  component: DeliveryRoute,
});

function DeliveryRoute() {
  return <FuturesTradePage unit="USDT" base="BTC" quote="USDT" delivery />;
}
