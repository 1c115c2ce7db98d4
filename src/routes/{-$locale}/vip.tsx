import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { VipPage } from '../../pages/marketing/PromoPages';
import { withTitle } from '../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/vip')({
  component: withTitle(msg`VIP programme`, VipPage),
});
