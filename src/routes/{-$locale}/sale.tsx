import { createFileRoute } from '@tanstack/react-router';
import { SalePage } from '../../features/marketing/PromoPages';

export const Route = createFileRoute('/{-$locale}/sale')({
  component: SalePage,
});
