import { createFileRoute } from '@tanstack/react-router';
import { AlphaPage } from '../../../features/trade/AlphaPage';

export const Route = createFileRoute('/{-$locale}/alpha/')({
  component: AlphaPage,
});
