import { createFileRoute } from '@tanstack/react-router';
import { P2PMarketPage } from '../../../pages/buy/P2PPages';

export const Route = createFileRoute('/{-$locale}/c2c/market')({
  component: P2PMarketPage,
});
