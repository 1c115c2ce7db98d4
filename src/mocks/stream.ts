/**
 * The mocked market stream (MSW WebSocket interception): any `wss://…/v4/ws/…` host of a site
 * config answers the protocol of src/api/stream/stream.ts from the price model of ./market, once a
 * second (four times a second for second resolutions). With `?stream=fast` (./state) the book
 * goes out twenty times a second and ten trades a second, as a busy market's feed does (the
 * trading page's bench). `dropMarketStreams()` closes every open
 * connection and keeps the stream down for a few seconds, as a network drop would (the dev
 * panel's "Drop market stream" button; browser tests).
 */
import { ws } from 'msw';
import { bucketStart, isResolution, type Resolution } from '../api/endpoints/chart';
import { barAt, bookAt, mockSymbol, tickerAt, tradesInSecond, type MockSymbol, type TradePrint } from './market';
import { getMockSettings } from './state';

/** Every stream host of every site: wss://<host>/v4/ws/<market>. */
const marketLink = ws.link(/^wss:\/\/[^/]+\/v4\/ws\/[a-z]+$/);

interface Subscription {
  channel: string;
  entry: MockSymbol;
  resolution?: Resolution;
  /** Trades: the time (ms) up to which trades were sent. */
  sentUntil?: number;
  /** Trades: the prints of the second last read (a fast feed reads one second ten times). */
  prints?: { second: number; list: readonly TradePrint[] };
}

type Send = (data: string) => void;

const nowSeconds = () => Date.now() / 1000;

function push(subscription: Subscription, send: Send, now: number, perSecond?: number): void {
  const { channel, entry } = subscription;
  const base = { symbol: entry.symbol };
  if (channel === 'candles' && subscription.resolution) {
    const bar = barAt(entry, subscription.resolution, bucketStart(now, subscription.resolution), now);
    if (bar) send(JSON.stringify({ event: 'update', channel, payload: { ...base, resolution: subscription.resolution, bar } }));
  } else if (channel === 'ticker') {
    send(JSON.stringify({ event: 'update', channel, payload: { ...base, ...tickerAt(entry, now) } }));
  } else if (channel === 'book') {
    send(JSON.stringify({ event: 'update', channel, payload: { ...base, ...bookAt(entry, now) } }));
  } else if (channel === 'trades') {
    // Every trade printed since the last push (the first push: the last second's).
    const until = Math.floor(now * 1000);
    const from = subscription.sentUntil ?? until - 1000;
    const trades = [];
    for (let second = Math.floor(from / 1000); second * 1000 < until; second++) {
      if (subscription.prints?.second !== second) subscription.prints = { second, list: tradesInSecond(entry, second, perSecond) };
      trades.push(...subscription.prints.list.filter((trade) => trade.time >= from && trade.time < until));
    }
    subscription.sentUntil = until;
    if (trades.length > 0) send(JSON.stringify({ event: 'update', channel, payload: { ...base, trades: trades.reverse() } }));
  }
}

const timers = new Map<string, ReturnType<typeof setInterval>>();

/** Until then (ms since the epoch) new connections are refused: the network is down. */
let downUntil = 0;

export const marketStreamHandler = marketLink.addEventListener('connection', ({ client }) => {
  if (Date.now() < downUntil) {
    client.close(4001, 'stream down');
    return;
  }
  const subscriptions = new Map<string, Subscription>();
  const send: Send = (data) => client.send(data);
  // The pace is read once per connection: a reload with `?stream=fast` starts the fast feed.
  const fast = getMockSettings().streamRate === 'fast';
  const tickMs = fast ? 50 : 250;
  let ticks = 0;
  const timer = setInterval(() => {
    ticks++;
    const now = nowSeconds();
    const elapsed = ticks * tickMs;
    for (const subscription of subscriptions.values()) {
      const every = subscription.channel === 'book' && fast ? 50 : subscription.channel === 'trades' && fast ? 100 : subscription.resolution?.endsWith('S') === true ? 250 : 1000;
      if (elapsed % every === 0) push(subscription, send, now, fast ? 10 : undefined);
    }
  }, tickMs);
  timers.set(client.id, timer);

  client.addEventListener('message', (event) => {
    let message: { event?: unknown; channel?: unknown; payload?: { symbol?: unknown; resolution?: unknown } };
    try {
      message = JSON.parse(String(event.data));
    } catch {
      return;
    }
    const channel = String(message.channel);
    const entry = typeof message.payload?.symbol === 'string' ? mockSymbol(message.payload.symbol) : undefined;
    const resolution = message.payload?.resolution;
    if (!entry || !['candles', 'ticker', 'trades', 'book'].includes(channel)) return;
    if (channel === 'candles' && !isResolution(resolution)) return;
    const key = `${channel}|${entry.symbol}|${String(resolution ?? '')}`;
    if (message.event === 'unsubscribe') {
      subscriptions.delete(key);
      return;
    }
    if (message.event !== 'subscribe' || subscriptions.has(key)) return;
    const subscription: Subscription = { channel, entry, ...(isResolution(resolution) ? { resolution } : {}) };
    subscriptions.set(key, subscription);
    push(subscription, send, nowSeconds(), fast ? 10 : undefined); // a snapshot at once, as real feeds do
  });

  client.addEventListener('close', () => {
    clearInterval(timer);
    timers.delete(client.id);
  });
});

/**
 * Close every open market connection, as a dropped network would (code 4000), and refuse new
 * ones for `downMs`: the client retries with backoff and, once back, must fetch the bars it
 * missed (several seconds of 1S bars), which is what the browser test checks.
 */
export function dropMarketStreams(downMs = 3000): number {
  downUntil = Date.now() + downMs;
  let count = 0;
  for (const client of marketLink.clients) {
    clearInterval(timers.get(client.id));
    timers.delete(client.id);
    client.close(4000, 'dropped by the demo');
    count++;
  }
  return count;
}
