import { createFileRoute } from '@tanstack/react-router';
import { LearnPage } from '../../../pages/content/ContentPages';

export const Route = createFileRoute('/{-$locale}/learn/')({
  component: LearnPage,
});
