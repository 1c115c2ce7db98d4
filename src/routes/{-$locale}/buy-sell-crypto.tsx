import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { BuySellCryptoPage } from '../../pages/buy/BuyPages';
import { withTitle } from '../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/buy-sell-crypto')({
  component: withTitle(msg`Buy and sell crypto`, BuySellCryptoPage),
});
