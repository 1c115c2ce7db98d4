import { createFileRoute } from '@tanstack/react-router';
import { CouponCenterPage } from '../../../pages/account/MorePages';

export const Route = createFileRoute('/{-$locale}/myaccount/coupon_center')({
  component: CouponCenterPage,
});
