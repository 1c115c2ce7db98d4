import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { GateCodeDepositPage } from '../../../pages/account/TransferPages';
import { withTitle } from '../../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/myaccount/deposit_gatecode')({
  component: withTitle(msg`Redeem a transfer code`, GateCodeDepositPage),
});
