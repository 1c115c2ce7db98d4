import { createFileRoute } from '@tanstack/react-router';
import { NewsPage } from '../../../features/content/ContentPages';

export const Route = createFileRoute('/{-$locale}/news/')({
  component: NewsPage,
});
