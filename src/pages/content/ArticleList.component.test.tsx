/** @vitest-environment jsdom */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupRendered, renderWithProviders } from '../../test/renderWithProviders';
import { ArticleGrid } from './ArticleList';
import type { Article } from '../../api';

const article: Article = {
  slug: 'bitcoin-holds',
  section: 'news',
  title: 'Bitcoin holds above $95,000 as ETF inflows return',
  excerpt: "Spot bitcoin funds took in fresh money, steadying the market after last week's pullback.",
  body: ['A paragraph.'],
  published: '2026-11-20T08:15:00Z',
  minutes: 3,
  tag: 'Markets',
  lang: 'en',
};

describe('article cards in the page language (issue 39)', () => {
  afterEach(cleanupRendered);

  it("marks an article the backend has only in English with its lang and direction on an Arabic page (its full stop stays at its end), and nothing on an English one", async () => {
    await renderWithProviders(<ArticleGrid articles={[article]} />, { locale: 'ar', route: '/ar/news' });
    const title = await screen.findByTestId('article-title');
    expect(title.getAttribute('lang')).toBe('en');
    expect(title.getAttribute('dir')).toBe('ltr');
    expect(screen.getByText(article.excerpt).getAttribute('dir')).toBe('ltr');
    expect(screen.getByText('Markets').closest('[lang]')?.getAttribute('lang')).toBe('en');
  });

  it('leaves an article in the page language unmarked, and takes an article without a language as English', async () => {
    const { lang: _lang, ...unsaid } = article;
    await renderWithProviders(<ArticleGrid articles={[unsaid]} />, { locale: 'en', route: '/news' });
    expect((await screen.findByTestId('article-title')).hasAttribute('lang')).toBe(false);
  });
});
