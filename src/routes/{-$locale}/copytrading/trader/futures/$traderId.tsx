import { t } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { validateTraderSearch } from '../../../../../features/copytrading/search';
import { leadTrader } from '../../../../../features/copytrading/traders';
import { TraderPage } from '../../../../../features/copytrading/TraderPage';

/** `/copytrading/trader/futures/{id}`, `follow=1` opens the copy settings. */
export const Route = createFileRoute('/{-$locale}/copytrading/trader/futures/$traderId')({
  validateSearch: validateTraderSearch,
  // The loader and its data ship with the page, not in the first-load bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ params }) => {
    const trader = leadTrader(params.traderId);
    if (!trader) throw notFound();
    return { trader };
  },
  head: ({ loaderData }) => {
    const nickname = loaderData?.trader.nickname ?? '';
    return { meta: [{ title: t`${nickname}: lead trader` }] };
  },
  component: TraderRoute,
});

function TraderRoute() {
  const { trader } = Route.useLoaderData();
  const { follow } = Route.useSearch();
  return <TraderPage key={trader.id} trader={trader} follow={follow === 1} />;
}
