import { createFileRoute } from '@tanstack/react-router';
import { FeePage } from '../../pages/legal/FeePage';

export const Route = createFileRoute('/{-$locale}/fee')({
  component: FeePage,
});
