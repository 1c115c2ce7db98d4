/** @vitest-environment jsdom */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../api/paths';
import { HOSTILE_URLS } from '../../test/hostileCorpus';
import { cleanupRendered, renderWithProviders } from '../../test/renderWithProviders';
import { useTrendingStories } from '.';

// Unmount and forget the mocked backend after each test: test files share a worker's document (isolate: false).
afterEach(cleanupRendered);

function Stories() {
  const { stories, pending } = useTrendingStories(50);
  if (pending) return null;
  return (
    <ul aria-label="stories">
      {stories.map((story) => (
        <li key={story.id}>
          <a href={story.href}>{story.title}</a>
        </li>
      ))}
    </ul>
  );
}

describe('trending stories (the 404 page and /news, issue 37)', () => {
  it('leaves out every story whose url the URL policy refuses and keeps the allowed ones', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { server } = await import('../../mocks/node');
    const list = [
      { id: 'ok-path', title: 'Same-site story', url: '/news/bitcoin-etf' },
      { id: 'ok-host', title: 'Help-centre story', url: 'https://www.exchange.example/news/1' },
      ...HOSTILE_URLS.map((url, i) => ({ id: `bad-${i}`, title: `Hostile ${i}`, url })),
    ];
    server.use(http.get(`*${PATHS.trendingStories}`, () => HttpResponse.json({ code: 0, data: { list } })));
    await renderWithProviders(<Stories />, { backend: true });
    const links = await screen.findAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/news/bitcoin-etf', 'https://www.exchange.example/news/1']);
    server.resetHandlers();
  });
});

describe('trending stories in the page language (issue 39)', () => {
  it('marks a headline in another language than the page with its lang and direction', async () => {
    const { foreignLanguage } = await import('.');
    expect(foreignLanguage('en', 'ar')).toEqual({ lang: 'en', dir: 'ltr' });
    expect(foreignLanguage('ar', 'ar-AE')).toEqual({});
    expect(foreignLanguage('ar', 'en')).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(foreignLanguage(undefined, 'ja')).toEqual({});
  });

  it('asks the backend in the page language: a translated headline as it is, an English fallback marked', async () => {
    const { storiesIn } = await import('../../mocks/data/articles');
    const stories = storiesIn([{ id: 'st-1037', title: 'Solana' }, { id: 'st-1039', title: 'What is a crypto ETF and how does it track its index?' }], 'ar-dubai');
    expect(stories[0]).toMatchObject({ lang: 'ar' });
    expect(stories[0]!.title).not.toBe('Solana');
    expect(stories[1]).toMatchObject({ lang: 'en', title: 'What is a crypto ETF and how does it track its index?' });
  });
});
