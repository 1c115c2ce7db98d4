import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PreMarketPage } from '../../pages/trade/PreMarketPage';
import { withTitle } from '../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/pre-market')({
  component: withTitle(msg`Pre-market trading`, PreMarketRoute),
});

function PreMarketRoute() {
  return <PreMarketPage variant="pre-market" />;
}
