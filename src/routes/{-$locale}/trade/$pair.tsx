import { msg } from '@lingui/core/macro';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { spotPair, validateSpotTradeSearch } from '../../../pages/trade/search';
import { SpotTradePage } from '../../../pages/trade/SpotTradePage';
import { withTitle } from '../../../app/routeTitle';

/** `/trade/{base}_{quote}`, `?tab=isolated_margin` for isolated margin. */
export const Route = createFileRoute('/{-$locale}/trade/$pair')({
  validateSearch: validateSpotTradeSearch,
  // Spot is the default: keep it out of the URL.
  search: { middlewares: [stripSearchParams({ tab: 'spot' })] },
  component: withTitle(
    ({ params, search }) => {
      const { base, quote } = spotPair(params.pair);
      const pair = `${base}/${quote}`;
      return search.tab === 'isolated_margin' ? msg`${pair} isolated margin trading` : msg`${pair} spot trading`;
    },
    SpotRoute,
  ),
});

function SpotRoute() {
  const { pair } = Route.useParams();
  const { tab } = Route.useSearch();
  const { base, quote } = spotPair(pair);
  return <SpotTradePage key={`${base}_${quote}`} base={base} quote={quote} tab={tab} />;
}
