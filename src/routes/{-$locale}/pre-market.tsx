import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PreMarketPage } from '../../features/pages/trade/PreMarketPage';

export const Route = createFileRoute('/{-$locale}/pre-market')({
  head: () => ({ meta: [{ title: t`Pre-market trading` }] }),
  component: PreMarketRoute,
});

function PreMarketRoute() {
  return <PreMarketPage variant="pre-market" />;
}
