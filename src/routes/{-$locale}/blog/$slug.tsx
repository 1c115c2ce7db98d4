import { createFileRoute } from '@tanstack/react-router';
import { ArticleRoute } from '../../../pages/content/ArticleRoute';

/** `/blog/{slug}`: the article from the backend (its title is the page title). */
export const Route = createFileRoute('/{-$locale}/blog/$slug')({
  component: Article,
});

function Article() {
  return <ArticleRoute section="blog" slug={Route.useParams().slug} />;
}
