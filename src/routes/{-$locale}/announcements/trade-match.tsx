import { createFileRoute } from '@tanstack/react-router';
import { TradeMatchPage } from '../../../features/earn/TradeMatchPage';

export const Route = createFileRoute('/{-$locale}/announcements/trade-match')({
  component: TradeMatchPage,
});
