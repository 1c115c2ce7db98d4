import { createFileRoute } from '@tanstack/react-router';
import { EtfPage } from '../../features/pages/trade/EtfPage';

export const Route = createFileRoute('/{-$locale}/etf')({
  component: EtfPage,
});
