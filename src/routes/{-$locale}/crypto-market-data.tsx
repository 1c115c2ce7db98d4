import { createFileRoute } from '@tanstack/react-router';
import { MarketDataPage } from '../../features/markets/MarketDataPage';

export const Route = createFileRoute('/{-$locale}/crypto-market-data')({
  component: MarketDataPage,
});
