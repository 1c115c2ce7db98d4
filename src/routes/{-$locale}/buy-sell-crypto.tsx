import { createFileRoute } from '@tanstack/react-router';
import { BuySellCryptoPage } from '../../pages/buy/BuyPages';

export const Route = createFileRoute('/{-$locale}/buy-sell-crypto')({
  component: BuySellCryptoPage,
});
