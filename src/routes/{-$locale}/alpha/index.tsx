import { createFileRoute } from '@tanstack/react-router';
import { AlphaPage } from '../../../pages/trade/AlphaPage';

export const Route = createFileRoute('/{-$locale}/alpha/')({
  component: AlphaPage,
});
