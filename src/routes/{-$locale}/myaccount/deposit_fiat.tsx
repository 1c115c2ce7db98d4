import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { FiatDepositPage } from '../../../pages/account/TransferPages';
import { withTitle } from '../../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/myaccount/deposit_fiat')({
  component: withTitle(msg`Deposit fiat`, FiatDepositPage),
});
