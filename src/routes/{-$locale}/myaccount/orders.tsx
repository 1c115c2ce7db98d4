import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { OrdersPage } from '../../../pages/account/OrdersPage';
import { withTitle } from '../../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/myaccount/orders')({
  component: withTitle(msg`Spot orders`, OrdersPage),
});
