import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { MarketDataPage } from '../../features/pages/markets/MarketDataPage';

export const Route = createFileRoute('/{-$locale}/crypto-market-data')({
  head: () => ({ meta: [{ title: t`Crypto market data` }] }),
  component: MarketDataPage,
});
