import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { BankPurchasePage } from '../../../../pages/buy/BuyPages';
import { validateBankPurchaseSearch } from '../../../../pages/buy/search';
import { withTitle } from '../../../../app/routeTitle';

/** `?method=bank&fiat={fiat}`; the site's default fiat when fiat is missing or malformed. */
export const Route = createFileRoute('/{-$locale}/crypto/buy/with-bank-account')({
  validateSearch: validateBankPurchaseSearch,
  component: withTitle(msg`Buy crypto by bank transfer`, BankRoute),
});

function BankRoute() {
  return <BankPurchasePage search={Route.useSearch()} />;
}
