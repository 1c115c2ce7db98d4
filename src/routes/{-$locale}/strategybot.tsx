import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { StrategyBotPage } from '../../features/pages/trade/StrategyBotPage';

export const Route = createFileRoute('/{-$locale}/strategybot')({
  head: () => ({ meta: [{ title: t`Trading bots` }] }),
  component: StrategyBotPage,
});
