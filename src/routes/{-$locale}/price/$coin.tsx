import { createFileRoute } from '@tanstack/react-router';
import { CoinPriceRoute } from '../../../pages/markets/CoinPricePage';

/** `/price/{coin}`: bitcoin, btc or bitcoin-btc, as the backend resolves it; an unknown coin is the page's not-found state. */
export const Route = createFileRoute('/{-$locale}/price/$coin')({
  component: Coin,
});

function Coin() {
  return <CoinPriceRoute slug={Route.useParams().coin} />;
}
