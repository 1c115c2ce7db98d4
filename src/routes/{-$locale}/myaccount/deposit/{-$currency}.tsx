import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { accountCurrency, validateTransferSearch } from '../../../../pages/account/search';
import { DepositPage } from '../../../../pages/account/TransferPages';
import { withTitle } from '../../../../app/routeTitle';

/** `/myaccount/deposit/{currency}`, USDT when the currency is missing or malformed. */
export const Route = createFileRoute('/{-$locale}/myaccount/deposit/{-$currency}')({
  validateSearch: validateTransferSearch,
  component: withTitle(
    ({ params }) => {
      const currency = accountCurrency(params.currency);
      return msg`Deposit ${currency}`;
    },
    DepositPageRoute,
  ),
});

function DepositPageRoute() {
  const { currency } = Route.useParams();
  const { network } = Route.useSearch();
  return <DepositPage currency={accountCurrency(currency)} network={network} />;
}
