import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { RestrictedRegionPage } from '../../pages/compliance/RestrictedRegionPage';
import { withTitle } from '../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/state_compliance_tips')({
  component: withTitle(msg`Service not available in your region`, RestrictedRegionPage),
});
