/** @vitest-environment jsdom */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../api/paths';
import { HOSTILE_URLS } from '../../test/hostileCorpus';
import { renderWithProviders } from '../../test/renderWithProviders';
import { useTrendingStories } from '.';

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
