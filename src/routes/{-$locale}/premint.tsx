import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PreMarketPage } from '../../features/pages/trade/PreMarketPage';

export const Route = createFileRoute('/{-$locale}/premint')({
  head: () => ({ meta: [{ title: t`Premint` }] }),
  component: PremintRoute,
});

function PremintRoute() {
  return <PreMarketPage variant="premint" />;
}
