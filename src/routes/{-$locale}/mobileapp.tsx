import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { MobileAppPage } from '../../pages/legal/MobileAppPage';
import { withTitle } from '../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/mobileapp')({
  component: withTitle(msg`Mobile app`, MobileAppPage),
});
