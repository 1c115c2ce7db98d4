/** @vitest-environment jsdom */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../api/hooks';
import { setMockSettings } from '../../../mocks/state';
import { cleanupRendered, renderWithProviders } from '../../../test/renderWithProviders';
import { useShownMarket } from './shownMarket';

afterEach(cleanupRendered);

/** What the spot page draws from the hook: its screen (here a box) once a market is found. */
function Page({ base, quote }: { base: string; quote: string }) {
  const { market, loading, feedDown } = useShownMarket(base, quote);
  if (market === undefined) return <p>{loading ? 'loading' : feedDown ? 'feed down' : 'unavailable'}</p>;
  return <section data-testid="screen">{market.pair}</section>;
}

const TICKERS = '/api/web/v1/market/tickers';

describe('the spot trading page keeps its market once shown (brief form, issue 35)', () => {
  it('a list fetched again, or a refetch that fails with the empty default, does not take the screen away', async () => {
    const { requests } = await renderWithProviders(<Page base="BTC" quote="USDT" />, { backend: true });
    const shown = await screen.findByTestId('screen');
    expect(shown.textContent).toBe('BTC_USDT');
    const fetched = () => requests.filter((request) => request.path.startsWith(TICKERS)).length;
    const before = fetched();
    // Every query asked again (the demo's fault switch does it): pending, no data, for a moment.
    await act(() => queryClient.resetQueries({ queryKey: ['api', 'public', 'marketTickers'] }));
    await waitFor(() => expect(fetched()).toBe(before + 1));
    expect(screen.getByTestId('screen')).toBe(shown);
    // The list's next answer fails: the client gives the empty default.
    await setMockSettings({ faults: { marketTickers: 'http500' } });
    await act(() => queryClient.invalidateQueries({ queryKey: ['api', 'public', 'marketTickers'] }));
    await waitFor(() => expect(fetched()).toBe(before + 2));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByTestId('screen')).toBe(shown);
  });

  it('a pair the list does not carry is unavailable; a list that fails at first says the feed is down', async () => {
    await renderWithProviders(<Page base="NOPE" quote="USDT" />, { backend: true });
    expect(await screen.findByText('unavailable')).toBeTruthy();
    cleanupRendered();
    queryClient.clear();
    await renderWithProviders(<Page base="BTC" quote="USDT" />, { backend: true, settings: { faults: { marketTickers: 'http500' } } });
    expect(await screen.findByText('feed down')).toBeTruthy();
  });
});
