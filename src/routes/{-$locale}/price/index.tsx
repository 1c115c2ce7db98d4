import { createFileRoute } from '@tanstack/react-router';
import { PricesPage } from '../../../features/markets/PricesPage';

export const Route = createFileRoute('/{-$locale}/price/')({
  component: PricesPage,
});
