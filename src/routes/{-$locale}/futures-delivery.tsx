import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { FuturesTradePage } from '../../pages/trade/FuturesTradePage';
import { validateDeliverySearch } from '../../pages/trade/search';
import { withTitle } from '../../app/routeTitle';

/** `/futures-delivery?base=ETH`: the coin's current quarterly delivery contract (BTC without `base`). */
export const Route = createFileRoute('/{-$locale}/futures-delivery')({
  validateSearch: validateDeliverySearch,
  component: withTitle(msg`Delivery futures`, DeliveryRoute),
});

function DeliveryRoute() {
  const base = Route.useSearch({ select: (s) => s.base }) ?? 'BTC';
  // Keyed by the coin: another contract is another screen (its notice, dialogs and form start afresh).
  return <FuturesTradePage key={base} unit="USDT" base={base} quote="USDT" delivery />;
}
