import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PricesPage } from '../../../features/pages/markets/PricesPage';

export const Route = createFileRoute('/{-$locale}/price/')({
  head: () => ({ meta: [{ title: t`Cryptocurrency prices` }] }),
  component: PricesPage,
});
