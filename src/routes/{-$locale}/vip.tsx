import { createFileRoute } from '@tanstack/react-router';
import { VipPage } from '../../features/marketing/PromoPages';

export const Route = createFileRoute('/{-$locale}/vip')({
  component: VipPage,
});
