import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { StrategyBotPage } from '../../pages/trade/StrategyBotPage';
import { withTitle } from '../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/strategybot')({
  component: withTitle(msg`Trading bots`, StrategyBotPage),
});
