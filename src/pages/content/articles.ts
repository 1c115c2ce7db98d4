/**
 * Articles for the news, learn and blog pages come from the backend (src/api/endpoints/catalog.ts).
 * Editorial content is data, published per language by the content team, so it is not in the
 * message catalogs.
 */
export type { Article, ArticleSection } from '../../api';
