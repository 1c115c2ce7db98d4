import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PricesPage } from '../../../pages/markets/PricesPage';
import { withTitle } from '../../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/price/')({
  component: withTitle(msg`Cryptocurrency prices`, PricesPage),
});
