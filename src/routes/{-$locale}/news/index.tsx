import { createFileRoute } from '@tanstack/react-router';
import { NewsPage } from '../../../pages/content/ContentPages';

export const Route = createFileRoute('/{-$locale}/news/')({
  component: NewsPage,
});
