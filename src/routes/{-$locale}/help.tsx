import { createFileRoute } from '@tanstack/react-router';
import { HelpCentrePage } from '../../pages/content/HelpCentrePage';

export const Route = createFileRoute('/{-$locale}/help')({
  component: HelpCentrePage,
});
