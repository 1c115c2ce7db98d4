import { createFileRoute } from '@tanstack/react-router';
import { HelpCentrePage } from '../../features/content/MorePages';

export const Route = createFileRoute('/{-$locale}/help')({
  component: HelpCentrePage,
});
