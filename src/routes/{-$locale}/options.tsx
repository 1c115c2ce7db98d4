import { createFileRoute } from '@tanstack/react-router';
import { OptionsPage } from '../../features/trade/OptionsPage';

export const Route = createFileRoute('/{-$locale}/options')({
  component: OptionsPage,
});
