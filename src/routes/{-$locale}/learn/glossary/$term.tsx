import { createFileRoute } from '@tanstack/react-router';
import { GlossaryTermPage } from '../../../../pages/content/GlossaryPages';

/** `/learn/glossary/{term}`: the term from the backend's glossary (its name is the page title). */
export const Route = createFileRoute('/{-$locale}/learn/glossary/$term')({
  component: TermRoute,
});

function TermRoute() {
  return <GlossaryTermPage slug={Route.useParams().term} />;
}
