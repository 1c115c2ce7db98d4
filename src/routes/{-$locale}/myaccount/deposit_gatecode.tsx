import { createFileRoute } from '@tanstack/react-router';
import { GateCodeDepositPage } from '../../../pages/account/TransferPages';

export const Route = createFileRoute('/{-$locale}/myaccount/deposit_gatecode')({
  component: GateCodeDepositPage,
});
