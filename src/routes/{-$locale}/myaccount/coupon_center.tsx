import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CouponCenterPage } from '../../../features/pages/account/MorePages';

export const Route = createFileRoute('/{-$locale}/myaccount/coupon_center')({
  head: () => ({ meta: [{ title: t`Coupons` }] }),
  component: CouponCenterPage,
});
