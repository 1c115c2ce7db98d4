import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { accountCurrency, validateTransferSearch } from '../../../../pages/account/search';
import { WithdrawPage } from '../../../../pages/account/TransferPages';
import { withTitle } from '../../../../app/routeTitle';

/** `/myaccount/withdraw/{currency}`, USDT when the currency is missing or malformed. */
export const Route = createFileRoute('/{-$locale}/myaccount/withdraw/{-$currency}')({
  validateSearch: validateTransferSearch,
  component: withTitle(
    ({ params }) => {
      const currency = accountCurrency(params.currency);
      return msg`Withdraw ${currency}`;
    },
    WithdrawPageRoute,
  ),
});

function WithdrawPageRoute() {
  const { currency } = Route.useParams();
  const { network } = Route.useSearch();
  return <WithdrawPage currency={accountCurrency(currency)} network={network} />;
}
