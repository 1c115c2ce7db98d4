import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { FiatDepositPage } from '../../../features/pages/account/TransferPages';

export const Route = createFileRoute('/{-$locale}/myaccount/deposit_fiat')({
  head: () => ({ meta: [{ title: t`Deposit fiat` }] }),
  component: FiatDepositPage,
});
