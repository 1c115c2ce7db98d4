import { createFileRoute } from '@tanstack/react-router';
import { FeePage } from '../../features/legal/CompanyPages';

export const Route = createFileRoute('/{-$locale}/fee')({
  component: FeePage,
});
