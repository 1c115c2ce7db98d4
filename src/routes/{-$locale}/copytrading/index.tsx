import { createFileRoute } from '@tanstack/react-router';
import { CopyTradingPage } from '../../../pages/copytrading/CopyTradingPage';
import { validateCopyTradingSearch } from '../../../pages/copytrading/search';

/** `/copytrading`, `mode=futures` by default. */
export const Route = createFileRoute('/{-$locale}/copytrading/')({
  validateSearch: validateCopyTradingSearch,
  component: CopyTradingRoute,
});

function CopyTradingRoute() {
  return <CopyTradingPage mode={Route.useSearch().mode} />;
}
