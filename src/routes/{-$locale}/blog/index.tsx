import { createFileRoute } from '@tanstack/react-router';
import { BlogPage } from '../../../pages/content/ContentPages';

export const Route = createFileRoute('/{-$locale}/blog/')({
  component: BlogPage,
});
