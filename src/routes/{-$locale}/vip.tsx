import { createFileRoute } from '@tanstack/react-router';
import { VipPage } from '../../features/pages/misc/MiscPages';

export const Route = createFileRoute('/{-$locale}/vip')({
  component: VipPage,
});
