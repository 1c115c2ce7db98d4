import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CouponCenterPage } from '../../../pages/account/CouponCenterPage';
import { withTitle } from '../../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/myaccount/coupon_center')({
  component: withTitle(msg`Coupons`, CouponCenterPage),
});
