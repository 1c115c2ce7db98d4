import { createFileRoute } from '@tanstack/react-router';
import { FiatDepositPage } from '../../../pages/account/TransferPages';

export const Route = createFileRoute('/{-$locale}/myaccount/deposit_fiat')({
  component: FiatDepositPage,
});
