import { createFileRoute } from '@tanstack/react-router';
import { PricesPage } from '../../../pages/markets/PricesPage';

export const Route = createFileRoute('/{-$locale}/price/')({
  component: PricesPage,
});
