import { createFileRoute } from '@tanstack/react-router';
import { ConvertPage } from '../../../../pages/trade/ConvertPage';
import { convertPair } from '../../../../pages/trade/search';

/** `/convert/{from}/{to}`, e.g. /convert/USDT/BTC. */
export const Route = createFileRoute('/{-$locale}/convert/$from/$to')({
  component: ConvertRoute,
});

function ConvertRoute() {
  const params = Route.useParams();
  const { from, to } = convertPair(params.from, params.to);
  return <ConvertPage from={from} to={to} />;
}
