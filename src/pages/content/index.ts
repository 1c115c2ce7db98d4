/**
 * Content (SPEC section 2, content routes): news, learn, blog and their articles, the crypto
 * wiki, the glossary, upcoming events, the help centre and Web3.
 */
export { NewsPage, LearnPage, BlogPage, ArticlePage, CryptoWikiPage } from './ContentPages';
export { GlossaryPage, GlossaryTermPage } from './GlossaryPages';
export { UpcomingEventsPage } from './UpcomingEventsPage';
export { HelpCentrePage } from './HelpCentrePage';
export { Web3Page } from './Web3Page';
export { ArticleCard, ArticleGrid, ArticleFrame } from './ArticleList';
