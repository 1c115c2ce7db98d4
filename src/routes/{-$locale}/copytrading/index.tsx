import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CopyTradingPage } from '../../../pages/copytrading/CopyTradingPage';
import { validateCopyTradingSearch } from '../../../pages/copytrading/search';
import { withTitle } from '../../../app/routeTitle';

/** `/copytrading`, `mode=futures` by default. */
export const Route = createFileRoute('/{-$locale}/copytrading/')({
  validateSearch: validateCopyTradingSearch,
  component: withTitle(msg`Copy trading`, CopyTradingRoute),
});

function CopyTradingRoute() {
  return <CopyTradingPage mode={Route.useSearch().mode} />;
}
