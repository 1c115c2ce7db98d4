import { createFileRoute } from '@tanstack/react-router';
import { EtfPage } from '../../features/trade/EtfPage';

export const Route = createFileRoute('/{-$locale}/etf')({
  component: EtfPage,
});
