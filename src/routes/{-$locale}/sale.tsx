import { createFileRoute } from '@tanstack/react-router';
import { SalePage } from '../../pages/marketing/PromoPages';

export const Route = createFileRoute('/{-$locale}/sale')({
  component: SalePage,
});
