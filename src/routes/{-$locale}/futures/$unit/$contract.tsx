import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { FuturesTradePage } from '../../../../pages/trade/FuturesTradePage';
import { futuresRoute } from '../../../../pages/trade/search';
import { withTitle } from '../../../../app/routeTitle';

/** `/futures/{unit}/{contract}`, e.g. /futures/USDT/BTC_USDT. */
export const Route = createFileRoute('/{-$locale}/futures/$unit/$contract')({
  component: withTitle(
    ({ params }) => {
      const { base, quote } = futuresRoute(params.unit, params.contract);
      const contract = `${base}${quote}`;
      return msg`${contract} perpetual futures`;
    },
    FuturesRoute,
  ),
});

function FuturesRoute() {
  const { unit, contract } = Route.useParams();
  const parsed = futuresRoute(unit, contract);
  return <FuturesTradePage key={`${parsed.unit}/${parsed.base}_${parsed.quote}`} unit={parsed.unit} base={parsed.base} quote={parsed.quote} />;
}
