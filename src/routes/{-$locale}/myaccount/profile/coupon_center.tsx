import { createFileRoute } from '@tanstack/react-router';
import { CouponCenterPage } from '../../../../features/pages/account/MorePages';

export const Route = createFileRoute('/{-$locale}/myaccount/profile/coupon_center')({
  component: CouponCenterPage,
});
