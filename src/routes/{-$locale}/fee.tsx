import { createFileRoute } from '@tanstack/react-router';
import { FeePage } from '../../pages/legal/CompanyPages';

export const Route = createFileRoute('/{-$locale}/fee')({
  component: FeePage,
});
