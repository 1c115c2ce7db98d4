import { createFileRoute } from '@tanstack/react-router';
import { OptionsPage } from '../../pages/trade/OptionsPage';

export const Route = createFileRoute('/{-$locale}/options')({
  component: OptionsPage,
});
