import { createFileRoute } from '@tanstack/react-router';
import { TradeMatchPage } from '../../../pages/earn/TradeMatchPage';

export const Route = createFileRoute('/{-$locale}/announcements/trade-match')({
  component: TradeMatchPage,
});
