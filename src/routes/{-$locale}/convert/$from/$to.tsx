import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ConvertPage } from '../../../../pages/trade/ConvertPage';
import { convertPair } from '../../../../pages/trade/search';
import { withTitle } from '../../../../app/routeTitle';

/** `/convert/{from}/{to}`, e.g. /convert/USDT/BTC. */
export const Route = createFileRoute('/{-$locale}/convert/$from/$to')({
  component: withTitle(
    ({ params }) => {
      const { from, to } = convertPair(params.from, params.to);
      return msg`Convert ${from} to ${to}`;
    },
    ConvertRoute,
  ),
});

function ConvertRoute() {
  const params = Route.useParams();
  const { from, to } = convertPair(params.from, params.to);
  return <ConvertPage from={from} to={to} />;
}
