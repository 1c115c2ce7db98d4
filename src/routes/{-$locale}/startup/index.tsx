import { createFileRoute } from '@tanstack/react-router';
import { StartupPage } from '../../../pages/earn/StartupPage';

export const Route = createFileRoute('/{-$locale}/startup/')({
  component: StartupPage,
});
