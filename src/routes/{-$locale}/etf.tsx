import { createFileRoute } from '@tanstack/react-router';
import { EtfPage } from '../../pages/trade/EtfPage';

export const Route = createFileRoute('/{-$locale}/etf')({
  component: EtfPage,
});
