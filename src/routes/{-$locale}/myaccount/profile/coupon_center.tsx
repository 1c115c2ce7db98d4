import { createFileRoute } from '@tanstack/react-router';
import { CouponCenterPage } from '../../../../pages/account/MorePages';

export const Route = createFileRoute('/{-$locale}/myaccount/profile/coupon_center')({
  component: CouponCenterPage,
});
