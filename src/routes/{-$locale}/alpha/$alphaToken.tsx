import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { AlphaTokenRoute } from '../../../pages/trade/AlphaTokenPage';
import { ALPHA_DEFAULT_PRECISION, validateAlphaTokenSearch } from '../../../pages/trade/search';

/**
 * `/alpha/{token}`, optional `pair`, `quote_prec`, `amount_prec` (precision 8 by default). The
 * token comes from the backend; one it does not list is the page's not-found state.
 */
export const Route = createFileRoute('/{-$locale}/alpha/$alphaToken')({
  validateSearch: validateAlphaTokenSearch,
  // Default precisions stay out of the URL.
  search: { middlewares: [stripSearchParams({ quote_prec: ALPHA_DEFAULT_PRECISION, amount_prec: ALPHA_DEFAULT_PRECISION })] },
  component: AlphaToken,
});

function AlphaToken() {
  return <AlphaTokenRoute token={Route.useParams().alphaToken} search={Route.useSearch()} />;
}
