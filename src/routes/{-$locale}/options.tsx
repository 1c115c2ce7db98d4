import { createFileRoute } from '@tanstack/react-router';
import { OptionsPage } from '../../features/pages/trade/OptionsPage';

export const Route = createFileRoute('/{-$locale}/options')({
  component: OptionsPage,
});
