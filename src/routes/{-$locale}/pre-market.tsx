import { createFileRoute } from '@tanstack/react-router';
import { PreMarketPage } from '../../pages/trade/PreMarketPage';

export const Route = createFileRoute('/{-$locale}/pre-market')({
  component: PreMarketRoute,
});

function PreMarketRoute() {
  return <PreMarketPage variant="pre-market" />;
}
