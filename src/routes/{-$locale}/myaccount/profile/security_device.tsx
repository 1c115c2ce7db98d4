import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SecurityDevicesPage } from '../../../../pages/account/ProfilePages';
import { withTitle } from '../../../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/myaccount/profile/security_device')({
  component: withTitle(msg`Devices`, SecurityDevicesPage),
});
