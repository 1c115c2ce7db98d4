import { createFileRoute } from '@tanstack/react-router';
import { CouponCenterPage } from '../../../../pages/account/CouponCenterPage';

export const Route = createFileRoute('/{-$locale}/myaccount/profile/coupon_center')({
  component: CouponCenterPage,
});
