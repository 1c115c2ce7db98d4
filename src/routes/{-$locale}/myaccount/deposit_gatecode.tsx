import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { GateCodeDepositPage } from '../../../features/pages/account/TransferPages';

export const Route = createFileRoute('/{-$locale}/myaccount/deposit_gatecode')({
  head: () => ({ meta: [{ title: t`Redeem a transfer code` }] }),
  component: GateCodeDepositPage,
});
