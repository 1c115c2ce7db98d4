import { createFileRoute } from '@tanstack/react-router';
import { PreMarketPage } from '../../pages/trade/PreMarketPage';

export const Route = createFileRoute('/{-$locale}/premint')({
  component: PremintRoute,
});

function PremintRoute() {
  return <PreMarketPage variant="premint" />;
}
