import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SecurityDevicesPage } from '../../../../features/pages/account/ProfilePages';

export const Route = createFileRoute('/{-$locale}/myaccount/profile/security_device')({
  head: () => ({ meta: [{ title: t`Devices` }] }),
  component: SecurityDevicesPage,
});
