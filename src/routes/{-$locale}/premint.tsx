import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PreMarketPage } from '../../pages/trade/PreMarketPage';
import { withTitle } from '../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/premint')({
  component: withTitle(msg`Premint`, PremintRoute),
});

function PremintRoute() {
  return <PreMarketPage variant="premint" />;
}
