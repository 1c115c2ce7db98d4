import { createFileRoute } from '@tanstack/react-router';
import { SecurityDevicesPage } from '../../../../pages/account/ProfilePages';

export const Route = createFileRoute('/{-$locale}/myaccount/profile/security_device')({
  component: SecurityDevicesPage,
});
