/**
 * The article route of /news/{slug}, /learn/{slug} and /blog/{slug}: one loader and one
 * component for the three (the route files only say which section they serve).
 */
import { notFound, useLoaderData } from '@tanstack/react-router';
import { articleBySlug, type Article, type ArticleSection } from './articles';
import { ArticlePage } from './ContentPages';

/** The route loader: the article, or the route's 404 when the section has no such slug. */
export function loadArticle(section: ArticleSection, slug: string): { article: Article } {
  const article = articleBySlug(section, slug);
  if (!article) throw notFound();
  return { article };
}

export function ArticleRoute() {
  const { article } = useLoaderData({ strict: false }) as { article: Article };
  return <ArticlePage key={article.slug} article={article} />;
}
