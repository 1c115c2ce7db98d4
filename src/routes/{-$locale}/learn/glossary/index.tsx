import { createFileRoute } from '@tanstack/react-router';
import { GlossaryPage } from '../../../../pages/content/MorePages';

export const Route = createFileRoute('/{-$locale}/learn/glossary/')({
  component: GlossaryPage,
});
