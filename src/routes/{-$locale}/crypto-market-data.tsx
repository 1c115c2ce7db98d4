import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { MarketDataPage } from '../../pages/markets/MarketDataPage';
import { withTitle } from '../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/crypto-market-data')({
  component: withTitle(msg`Crypto market data`, MarketDataPage),
});
