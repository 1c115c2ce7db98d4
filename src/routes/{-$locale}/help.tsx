import { createFileRoute } from '@tanstack/react-router';
import { HelpCentrePage } from '../../pages/content/MorePages';

export const Route = createFileRoute('/{-$locale}/help')({
  component: HelpCentrePage,
});
