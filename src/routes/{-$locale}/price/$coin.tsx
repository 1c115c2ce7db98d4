import { t } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { coinBySlug } from '../../../features/markets/coins';
import { CoinPricePage } from '../../../features/markets/CoinPricePage';

/** `/price/{coin}`: bitcoin, btc or bitcoin-btc; an unknown coin is a 404. */
export const Route = createFileRoute('/{-$locale}/price/$coin')({
  // The loader and its data ship with the page, not in the first-load bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ params }) => {
    const coin = coinBySlug(params.coin);
    if (!coin) throw notFound();
    return { coin };
  },
  head: ({ loaderData }) => {
    const name = loaderData?.coin.name ?? '';
    const symbol = loaderData?.coin.symbol ?? '';
    return { meta: [{ title: t`${name} price (${symbol})` }] };
  },
  component: CoinRoute,
});

function CoinRoute() {
  const { coin } = Route.useLoaderData();
  return <CoinPricePage key={coin.symbol} coin={coin} />;
}
