import { createFileRoute } from '@tanstack/react-router';
import { MarketDataPage } from '../../pages/markets/MarketDataPage';

export const Route = createFileRoute('/{-$locale}/crypto-market-data')({
  component: MarketDataPage,
});
