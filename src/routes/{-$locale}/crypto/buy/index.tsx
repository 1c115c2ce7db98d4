import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { BuyCryptoPage } from '../../../../pages/buy/BuyPages';
import { withTitle } from '../../../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/crypto/buy/')({
  component: withTitle(msg`Buy crypto`, BuyCryptoPage),
});
