import { createFileRoute } from '@tanstack/react-router';
import { BuySellCryptoPage } from '../../features/buy/BuyPages';

export const Route = createFileRoute('/{-$locale}/buy-sell-crypto')({
  component: BuySellCryptoPage,
});
