import { createFileRoute } from '@tanstack/react-router';
import { validateTraderSearch } from '../../../../../pages/copytrading/search';
import { TraderRoute } from '../../../../../pages/copytrading/TraderPage';

/** `/copytrading/trader/futures/{id}`, `follow=1` opens the copy settings; the trader comes from the backend. */
export const Route = createFileRoute('/{-$locale}/copytrading/trader/futures/$traderId')({
  validateSearch: validateTraderSearch,
  component: Trader,
});

function Trader() {
  return <TraderRoute id={Route.useParams().traderId} follow={Route.useSearch().follow === 1} />;
}
