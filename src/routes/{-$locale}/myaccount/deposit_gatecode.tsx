import { createFileRoute } from '@tanstack/react-router';
import { GateCodeDepositPage } from '../../../features/account/TransferPages';

export const Route = createFileRoute('/{-$locale}/myaccount/deposit_gatecode')({
  component: GateCodeDepositPage,
});
