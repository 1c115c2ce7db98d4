import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CardPurchasePage } from '../../../../pages/buy/BuyPages';
import { validateCardPurchaseSearch } from '../../../../pages/buy/search';
import { withTitle } from '../../../../app/routeTitle';

/** `?method=card&fiat={fiat}`; the site's default fiat when fiat is missing or malformed. */
export const Route = createFileRoute('/{-$locale}/crypto/buy/with-credit-card')({
  validateSearch: validateCardPurchaseSearch,
  component: withTitle(msg`Buy crypto with a card`, CardRoute),
});

function CardRoute() {
  return <CardPurchasePage search={Route.useSearch()} />;
}
