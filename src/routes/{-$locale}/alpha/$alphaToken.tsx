import { t } from '@lingui/core/macro';
import { createFileRoute, notFound, stripSearchParams } from '@tanstack/react-router';
import { AlphaTokenPage } from '../../../features/trade/AlphaTokenPage';
import { onchainToken } from '../../../features/trade/onchain';
import { ALPHA_DEFAULT_PRECISION, validateAlphaTokenSearch } from '../../../features/trade/search';

/** `/alpha/{token}`, optional `pair`, `quote_prec`, `amount_prec` (precision 8 by default). */
export const Route = createFileRoute('/{-$locale}/alpha/$alphaToken')({
  validateSearch: validateAlphaTokenSearch,
  // Default precisions stay out of the URL.
  search: { middlewares: [stripSearchParams({ quote_prec: ALPHA_DEFAULT_PRECISION, amount_prec: ALPHA_DEFAULT_PRECISION })] },
  // In the loader (split into the route's own chunk, with the token list): an unknown token is a 404.
  // The loader and its data ship with the page, not in the first-load bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ params }) => {
    const token = onchainToken(params.alphaToken);
    if (!token) throw notFound();
    return { token };
  },
  head: ({ loaderData }) => {
    const symbol = loaderData?.token.symbol ?? '';
    return { meta: [{ title: t`${symbol} on Alpha` }] };
  },
  component: AlphaTokenRoute,
});

function AlphaTokenRoute() {
  const { token } = Route.useLoaderData();
  return <AlphaTokenPage key={token.id} token={token} search={Route.useSearch()} />;
}
