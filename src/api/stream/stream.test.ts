/**
 * The market stream against a fake WebSocket: subscriptions are sent once per topic, a drop is
 * retried with backoff and every topic is sent again, subscribers hear onResync, malformed
 * messages never reach them, and the connection closes with the last subscriber.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultBackoff, MarketStream } from './stream';

class FakeSocket extends EventTarget {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | null = null;
  constructor(readonly url: string) {
    super();
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  message(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: typeof data === 'string' ? data : JSON.stringify(data) }));
  }
  drop() {
    this.readyState = 3;
    this.dispatchEvent(new Event('close'));
  }
}

const make = (warn = vi.fn()) => new MarketStream('wss://ws.test/v4/ws/spot', { WebSocket: () => FakeSocket as unknown as typeof WebSocket, warn });

beforeEach(() => {
  FakeSocket.all = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('MarketStream', () => {
  it('opens on the first subscription and sends each topic once', () => {
    const stream = make();
    const a = vi.fn();
    const b = vi.fn();
    stream.subscribe({ channel: 'ticker', symbol: 'BTC_USDT' }, { onMessage: a });
    stream.subscribe({ channel: 'ticker', symbol: 'BTC_USDT' }, { onMessage: b });
    expect(FakeSocket.all).toHaveLength(1);
    const socket = FakeSocket.all[0]!;
    socket.open();
    expect(socket.sent).toEqual([{ event: 'subscribe', channel: 'ticker', payload: { symbol: 'BTC_USDT' } }]);
    socket.message({ event: 'update', channel: 'ticker', payload: { symbol: 'BTC_USDT', last: 1 } });
    socket.message({ event: 'update', channel: 'ticker', payload: { symbol: 'ETH_USDT', last: 2 } });
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledWith({ symbol: 'BTC_USDT', last: 1 });
    expect(stream.getStatus()).toBe('open');
  });

  it('routes candles by symbol and resolution', () => {
    const stream = make();
    const hourly = vi.fn();
    stream.subscribe({ channel: 'candles', symbol: 'BTC_USDT', resolution: '60' }, { onMessage: hourly });
    const socket = FakeSocket.all[0]!;
    socket.open();
    socket.message({ event: 'update', channel: 'candles', payload: { symbol: 'BTC_USDT', resolution: '15', bar: {} } });
    socket.message({ event: 'update', channel: 'candles', payload: { symbol: 'BTC_USDT', resolution: '60', bar: {} } });
    expect(hourly).toHaveBeenCalledTimes(1);
  });

  it('reconnects after a drop with backoff, resubscribes and asks subscribers to resync', () => {
    const stream = make();
    const onResync = vi.fn();
    const statuses: string[] = [];
    stream.onStatus((s) => statuses.push(s));
    stream.subscribe({ channel: 'candles', symbol: 'BTC_USDT', resolution: '1S' }, { onMessage: vi.fn(), onResync });
    FakeSocket.all[0]!.open();
    expect(onResync).not.toHaveBeenCalled();
    FakeSocket.all[0]!.drop();
    expect(stream.getStatus()).toBe('reconnecting');
    vi.advanceTimersByTime(defaultBackoff(0) - 1);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    // The second attempt fails too: the wait doubles.
    FakeSocket.all[1]!.drop();
    vi.advanceTimersByTime(defaultBackoff(1));
    expect(FakeSocket.all).toHaveLength(3);
    const socket = FakeSocket.all[2]!;
    socket.open();
    expect(socket.sent).toEqual([{ event: 'subscribe', channel: 'candles', payload: { symbol: 'BTC_USDT', resolution: '1S' } }]);
    expect(onResync).toHaveBeenCalledTimes(1);
    expect(statuses).toEqual(['connecting', 'open', 'reconnecting', 'open']);
  });

  it('drops malformed messages and warns once', () => {
    const warn = vi.fn();
    const stream = make(warn);
    const onMessage = vi.fn();
    stream.subscribe({ channel: 'book', symbol: 'BTC_USDT' }, { onMessage });
    const socket = FakeSocket.all[0]!;
    socket.open();
    socket.message('not json');
    socket.message({ event: 'update', channel: 'book' });
    socket.message({ event: 'update', channel: 'book', payload: ['BTC_USDT'] });
    expect(onMessage).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('drops a message over the response limits (10 MB, 10 000 deep) unread, and warns once (issue 37)', () => {
    const warn = vi.fn();
    const stream = make(warn);
    const onMessage = vi.fn();
    stream.subscribe({ channel: 'book', symbol: 'BTC_USDT' }, { onMessage });
    const socket = FakeSocket.all[0]!;
    socket.open();
    socket.message({ event: 'update', channel: 'book', payload: { symbol: 'BTC_USDT', pad: 'x'.repeat(10_000_000) } });
    socket.message(`{"event":"update","channel":"book","payload":{"symbol":"BTC_USDT","deep":${'['.repeat(10_000)}${']'.repeat(10_000)}}}`);
    expect(onMessage).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/^market stream: dropped a malformed message/);
    socket.message({ event: 'update', channel: 'book', payload: { symbol: 'BTC_USDT', asks: [], bids: [] } });
    expect(onMessage).toHaveBeenCalledTimes(1);
  });

  it('unsubscribes the topic with its last listener and closes with the last topic', () => {
    const stream = make();
    const offA = stream.subscribe({ channel: 'trades', symbol: 'BTC_USDT' }, { onMessage: vi.fn() });
    const offB = stream.subscribe({ channel: 'ticker', symbol: 'BTC_USDT' }, { onMessage: vi.fn() });
    const socket = FakeSocket.all[0]!;
    socket.open();
    offA();
    expect(socket.sent.at(-1)).toEqual({ event: 'unsubscribe', channel: 'trades', payload: { symbol: 'BTC_USDT' } });
    expect(socket.closedWith).toBeNull();
    offB();
    expect(socket.closedWith).toBe(1000);
    expect(stream.getStatus()).toBe('idle');
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });
});
