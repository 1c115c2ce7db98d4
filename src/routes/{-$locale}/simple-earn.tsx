import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { validateSimpleEarnSearch } from '../../pages/earn/search';
import { SimpleEarnPage } from '../../pages/earn/SimpleEarnPage';
import { withTitle } from '../../app/routeTitle';

/** `/simple-earn`, optional `product_id`, `product_type_tag`, `asset`, `coin`. */
export const Route = createFileRoute('/{-$locale}/simple-earn')({
  validateSearch: validateSimpleEarnSearch,
  component: withTitle(msg`Simple Earn`, SimpleEarnRoute),
});

function SimpleEarnRoute() {
  return <SimpleEarnPage search={Route.useSearch()} />;
}
