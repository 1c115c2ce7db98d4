import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { HowToBuyPage } from '../../features/pages/markets/HowToBuyPage';

export const Route = createFileRoute('/{-$locale}/how-to-buy')({
  head: () => ({ meta: [{ title: t`How to buy crypto` }] }),
  component: HowToBuyPage,
});
