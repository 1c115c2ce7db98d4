import { createFileRoute } from '@tanstack/react-router';
import { BuyCryptoPage } from '../../../../pages/buy/BuyPages';

export const Route = createFileRoute('/{-$locale}/crypto/buy/')({
  component: BuyCryptoPage,
});
