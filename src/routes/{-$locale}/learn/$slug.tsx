import { createFileRoute } from '@tanstack/react-router';
import { ArticleRoute } from '../../../pages/content/ArticleRoute';

/** `/learn/{slug}`: the article from the backend (its title is the page title). */
export const Route = createFileRoute('/{-$locale}/learn/$slug')({
  component: Article,
});

function Article() {
  return <ArticleRoute section="learn" slug={Route.useParams().slug} />;
}
