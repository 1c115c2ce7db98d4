import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { FuturesTradePage } from '../../../../features/pages/trade/FuturesTradePage';
import { futuresRoute } from '../../../../features/pages/trade/search';

/** `/futures/{unit}/{contract}`, e.g. /futures/USDT/BTC_USDT. */
export const Route = createFileRoute('/{-$locale}/futures/$unit/$contract')({
  head: ({ params }) => {
    const { base, quote } = futuresRoute(params.unit, params.contract);
    const contract = `${base}${quote}`;
    return { meta: [{ title: t`${contract} perpetual futures` }] };
  },
  component: FuturesRoute,
});

function FuturesRoute() {
  const { unit, contract } = Route.useParams();
  const parsed = futuresRoute(unit, contract);
  return <FuturesTradePage key={`${parsed.unit}/${parsed.base}_${parsed.quote}`} unit={parsed.unit} base={parsed.base} quote={parsed.quote} />;
}
