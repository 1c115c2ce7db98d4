import { createFileRoute } from '@tanstack/react-router';
import { SecurityPage } from '../../../pages/account/SecurityPages';

export const Route = createFileRoute('/{-$locale}/myaccount/security')({
  component: SecurityPage,
});
