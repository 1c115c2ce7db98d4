import { createFileRoute } from '@tanstack/react-router';
import { SalePage } from '../../features/pages/misc/MiscPages';

export const Route = createFileRoute('/{-$locale}/sale')({
  component: SalePage,
});
