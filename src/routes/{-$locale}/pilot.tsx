import { createFileRoute } from '@tanstack/react-router';
import { PilotPage } from '../../features/trade/PilotPage';

export const Route = createFileRoute('/{-$locale}/pilot')({
  component: PilotPage,
});
