import { createFileRoute } from '@tanstack/react-router';
import { GlossaryPage } from '../../../../pages/content/GlossaryPages';

export const Route = createFileRoute('/{-$locale}/learn/glossary/')({
  component: GlossaryPage,
});
