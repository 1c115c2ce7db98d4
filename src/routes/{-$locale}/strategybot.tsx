import { createFileRoute } from '@tanstack/react-router';
import { StrategyBotPage } from '../../pages/trade/StrategyBotPage';

export const Route = createFileRoute('/{-$locale}/strategybot')({
  component: StrategyBotPage,
});
