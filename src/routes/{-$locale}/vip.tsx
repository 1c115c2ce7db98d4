import { createFileRoute } from '@tanstack/react-router';
import { VipPage } from '../../pages/marketing/PromoPages';

export const Route = createFileRoute('/{-$locale}/vip')({
  component: VipPage,
});
