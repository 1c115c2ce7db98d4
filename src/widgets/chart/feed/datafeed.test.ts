/**
 * The datafeed end to end against the mocked backend (HTTP history from MSW in Node, the stream
 * from a fake socket fed by the same price model the mocked stream uses): a dropped stream
 * resumes without a gap or a duplicate bar, even when ticks arrive while the missed bars are
 * being fetched.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bucketStart, nextBucket, type Resolution } from '../../../api/endpoints/chart';
import { MarketStream } from '../../../api/stream/stream';
import { server } from '../../../mocks/node';
import { barAt, mockSymbol } from '../../../mocks/market';
import { BarFeed } from './barFeed';
import { createDatafeed, firstPageRange, PAGE_BARS } from './datafeed';

class FakeSocket extends EventTarget {
  static last: FakeSocket | null = null;
  readyState = 0;
  constructor(readonly url: string) {
    super();
    FakeSocket.last = this;
  }
  send() {}
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  message(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
  drop() {
    this.readyState = 3;
    this.dispatchEvent(new Event('close'));
  }
}

const entry = mockSymbol('BTC_USDT')!;
const T0 = Date.UTC(2026, 10, 25, 6, 0, 0) / 1000;
let clock = T0;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
});
afterAll(() => server.close());

function setup() {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  clock = T0;
  vi.setSystemTime(clock * 1000);
  const stream = new MarketStream('wss://ws.test/v4/ws/spot', { WebSocket: () => FakeSocket as unknown as typeof WebSocket, backoff: () => 10 });
  const feed = createDatafeed({ streamUrl: stream.url, stream, now: () => clock });
  return { stream, feed };
}

/** What the mocked stream sends at `t`: the bar containing t, as it stands at t. */
function tick(resolution: Resolution, t: number) {
  FakeSocket.last!.message({ event: 'update', channel: 'candles', payload: { symbol: entry.symbol, resolution, bar: barAt(entry, resolution, bucketStart(t, resolution), t) } });
}

describe('the datafeed', () => {
  it('serves a first page of PAGE_BARS bars ending with the current one', async () => {
    const { feed } = setup();
    const { from, to } = firstPageRange('60', clock);
    const page = await feed.getBars(entry.symbol, '60', from, to);
    expect(page.ok).toBe(true);
    expect(page.bars).toHaveLength(PAGE_BARS);
    expect(page.bars.at(-1)!.time).toBe(bucketStart(clock, '60'));
  });

  it('an unlisted symbol resolves to null', async () => {
    const { feed } = setup();
    expect(await feed.resolveSymbol('NOPE_USDT')).toBeNull();
    expect((await feed.resolveSymbol('BTC_USDT'))?.supported_resolutions).toHaveLength(20);
  });

  it('resumes after a drop without a gap or a duplicate, holding ticks that arrive during the catch-up', async () => {
    const resolution: Resolution = '1S';
    const { feed } = setup();
    const bars = new BarFeed(resolution);
    const { from, to } = firstPageRange(resolution, clock);
    bars.reset((await feed.getBars(entry.symbol, resolution, from, to)).bars);
    const unsubscribe = feed.subscribeBars(entry.symbol, resolution, (bar) => bars.apply(bar), () => bars.last?.time);
    FakeSocket.last!.open();
    for (let i = 1; i <= 5; i++) {
      clock = T0 + i + 0.5;
      vi.setSystemTime(clock * 1000);
      tick(resolution, clock);
    }
    FakeSocket.last!.drop();
    // 20 seconds pass with no stream: 20 one-second bars are missed.
    clock = T0 + 25.5;
    vi.setSystemTime(clock * 1000);
    await vi.advanceTimersByTimeAsync(10);
    FakeSocket.last!.open(); // reconnected: the resync fetch starts
    tick(resolution, clock); // a tick while the fetch is in flight
    await vi.waitFor(() => expect(bars.last?.time).toBe(bucketStart(clock, resolution)));
    clock = T0 + 26.5;
    tick(resolution, clock);
    unsubscribe();
    expect(bars.gaps).toBe(0);
    expect(bars.duplicates()).toBe(0);
    const times = bars.bars.map((b) => b.time);
    for (let i = 1; i < times.length; i++) expect(times[i]).toBe(nextBucket(times[i - 1]!, resolution));
    expect(bars.last).toEqual({ time: T0 + 26, open: expect.any(Number), high: expect.any(Number), low: expect.any(Number), close: expect.any(Number), volume: expect.any(Number) });
  });

  it('a stale bar from the stream is dropped, a revised last bar updates it', () => {
    const feed = new BarFeed('60');
    const bar = (time: number, close: number) => ({ time, open: 1, high: 2, low: 0.5, close, volume: 1 });
    expect(feed.apply(bar(3600, 1))).toBe('push');
    expect(feed.apply(bar(7200, 1))).toBe('push');
    expect(feed.apply(bar(3600, 9))).toBe('stale');
    expect(feed.apply(bar(7200, 1.5))).toBe('update');
    expect(feed.apply(bar(18_000, 1))).toBe('push');
    expect(feed.gaps).toBe(1);
    expect(feed.bars.map((b) => b.close)).toEqual([1, 1.5, 1]);
    expect(feed.prepend([bar(0, 3), bar(3600, 7)])).toBe(1);
    expect(feed.duplicates()).toBe(0);
  });

  it('search answers after the delay, and a newer query supersedes an older one', async () => {
    const { feed } = setup();
    const results: string[][] = [];
    feed.searchSymbols('BT', (items) => results.push(items.map((i) => i.symbol)));
    await vi.advanceTimersByTimeAsync(500);
    feed.searchSymbols('ETH', (items) => results.push(items.map((i) => i.symbol)));
    await vi.advanceTimersByTimeAsync(999);
    expect(results).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(results).toHaveLength(1));
    expect(results[0]![0]).toBe('ETH_USDT');
  });
});
