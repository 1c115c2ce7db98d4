import { createFileRoute, notFound } from '@tanstack/react-router';
import { articleBySlug } from '../../../features/pages/content/articles';
import { ArticlePage } from '../../../features/pages/content/ContentPages';

export const Route = createFileRoute('/{-$locale}/blog/$slug')({
  // The loader and its data ship with the page, not in the first-load bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ params }) => {
    const article = articleBySlug('blog', params.slug);
    if (!article) throw notFound();
    return { article };
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.article.title ?? '' }] }),
  component: ArticleRoute,
});

function ArticleRoute() {
  const { article } = Route.useLoaderData();
  return <ArticlePage key={article.slug} article={article} />;
}
