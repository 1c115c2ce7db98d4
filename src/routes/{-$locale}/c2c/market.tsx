import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { P2PMarketPage } from '../../../features/pages/buy/P2PPages';

export const Route = createFileRoute('/{-$locale}/c2c/market')({
  head: () => ({ meta: [{ title: t`Peer-to-peer market` }] }),
  component: P2PMarketPage,
});
