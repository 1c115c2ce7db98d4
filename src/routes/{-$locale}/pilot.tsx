import { createFileRoute } from '@tanstack/react-router';
import { PilotPage } from '../../pages/trade/PilotPage';

export const Route = createFileRoute('/{-$locale}/pilot')({
  component: PilotPage,
});
