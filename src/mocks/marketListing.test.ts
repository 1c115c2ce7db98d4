/**
 * The REST listing and the stream's ticker answer the same rolling figures at the same instant
 * (issue 35: the ticker bar's 24 h stats came from a static listing while the price streamed).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchMarketTickers } from '../api/endpoints/markets';
import { mockSymbol, tickerAt } from './market';
import { server } from './node';
import { createTestClient } from './testClient';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => vi.restoreAllMocks());
afterAll(() => server.close());

const T = Date.UTC(2026, 10, 25, 6, 30, 17, 250);

describe('the market listing', () => {
  it.each([
    ['USDT', 'BTC_USDT'],
    ['BTC', 'ETH_BTC'],
    ['JPY', 'BTC_JPY'],
  ])('quoted in %s answers the price model at the request time (%s)', async (quote, pair) => {
    vi.spyOn(Date, 'now').mockReturnValue(T);
    const { client } = createTestClient();
    const list = (await fetchMarketTickers({ quote: quote === 'USDT' ? undefined : quote, client })).data;
    expect(list.every((ticker) => ticker.currency_pair.endsWith(`_${quote}`))).toBe(true);
    const ticker = list.find((item) => item.currency_pair === pair)!;
    const entry = mockSymbol(pair)!;
    const live = tickerAt(entry, T / 1000);
    expect(Number(ticker.last)).toBe(live.last);
    expect(Number(ticker.high_24h)).toBe(live.high);
    expect(Number(ticker.low_24h)).toBe(live.low);
    expect(Number(ticker.change_percentage)).toBe(live.change);
    expect(Number(ticker.base_volume)).toBeCloseTo(live.baseVolume, 2);
    expect(Number(ticker.low_24h)).toBeLessThanOrEqual(Number(ticker.last));
    expect(Number(ticker.high_24h)).toBeGreaterThanOrEqual(Number(ticker.last));
  });
});
