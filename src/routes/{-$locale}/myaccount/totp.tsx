import { createFileRoute } from '@tanstack/react-router';
import { TotpPage } from '../../../pages/account/SecurityPages';

export const Route = createFileRoute('/{-$locale}/myaccount/totp')({
  component: TotpPage,
});
