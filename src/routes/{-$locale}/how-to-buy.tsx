import { createFileRoute } from '@tanstack/react-router';
import { HowToBuyPage } from '../../pages/markets/HowToBuyPage';

export const Route = createFileRoute('/{-$locale}/how-to-buy')({
  component: HowToBuyPage,
});
