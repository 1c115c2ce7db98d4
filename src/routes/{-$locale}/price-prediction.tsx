import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PricePredictionPage } from '../../features/pages/markets/PricePredictionPage';

export const Route = createFileRoute('/{-$locale}/price-prediction')({
  head: () => ({ meta: [{ title: t`Price prediction calculator` }] }),
  component: PricePredictionPage,
});
