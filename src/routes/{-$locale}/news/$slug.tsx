import { createFileRoute } from '@tanstack/react-router';
import { ArticleRoute } from '../../../pages/content/ArticleRoute';

/** `/news/{slug}`: the article from the backend (its title is the page title). */
export const Route = createFileRoute('/{-$locale}/news/$slug')({
  component: Article,
});

function Article() {
  return <ArticleRoute section="news" slug={Route.useParams().slug} />;
}
