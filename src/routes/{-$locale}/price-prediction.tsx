import { createFileRoute } from '@tanstack/react-router';
import { PricePredictionPage } from '../../pages/markets/PricePredictionPage';

export const Route = createFileRoute('/{-$locale}/price-prediction')({
  component: PricePredictionPage,
});
