import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PricePredictionPage } from '../../pages/markets/PricePredictionPage';
import { withTitle } from '../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/price-prediction')({
  component: withTitle(msg`Price prediction calculator`, PricePredictionPage),
});
