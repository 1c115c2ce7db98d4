import { createFileRoute } from '@tanstack/react-router';
import { ArticleRoute, loadArticle } from '../../../features/content/ArticleRoute';

export const Route = createFileRoute('/{-$locale}/blog/$slug')({
  // The loader and its data ship with the page, not in the first-load bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ params }) => loadArticle('blog', params.slug),
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.article.title ?? '' }] }),
  component: ArticleRoute,
});
