/**
 * The market stream: one WebSocket per host (the site config's `ws` hosts, SPEC section 1), shared
 * by the chart's datafeed (subscribe, SPEC section 7) and the trading page's ticker, order book and
 * trades. The connection opens with the first subscription and closes with the last.
 *
 * Protocol (ours; the mocked backend speaks it over MSW's WebSocket interception):
 *   client -> { event: 'subscribe' | 'unsubscribe', channel, payload: { symbol, resolution? } }
 *   server -> { event: 'update', channel, payload: { symbol, resolution?, ... } }
 * channel is 'candles' (payload.bar), 'ticker', 'trades' (payload.trades) or 'book' (asks, bids).
 *
 * Private channels (docs/trading-api.md): 'orders' (payload.order), 'fills' (payload.fill) and
 * 'balances' (payload.list, payload.seq), all with symbol '*'. The server knows the user from the
 * session cookie; a subscription it refuses answers
 *   server -> { event: 'error', channel, payload: { symbol: '*', code } }
 * which reaches the topic's `onError` (40100: not logged in).
 *
 * A dropped connection is retried with backoff (0.5 s doubling to 8 s, reset once open). After a
 * reconnect every subscription is sent again and its `onResync` runs, so a subscriber that keeps
 * state (the chart's bars) can fetch what it missed: see the datafeed. A message that is not JSON
 * or not of this shape is dropped and logged once per stream; it never reaches a subscriber.
 */
import { DEFAULT_RESPONSE_LIMIT, jsonNestsDeeperThan } from '../limits';

export type StreamChannel = 'candles' | 'ticker' | 'trades' | 'book' | PrivateChannel;
/** The user's own updates (docs/trading-api.md); their topic symbol is always '*'. */
export type PrivateChannel = 'orders' | 'fills' | 'balances' | 'wallet' | 'futures' | 'margin';
/** The topic symbol of the private channels. */
export const PRIVATE_SYMBOL = '*';
export type StreamStatus = 'idle' | 'connecting' | 'open' | 'reconnecting';

export interface StreamTopic {
  readonly channel: StreamChannel;
  readonly symbol: string;
  /** Candles only. */
  readonly resolution?: string;
}

export interface StreamHandlers {
  /** A payload for this topic (already checked to be an object naming the topic's symbol). */
  onMessage(payload: Record<string, unknown>): void;
  /** The connection came back after a drop: fetch what was missed. */
  onResync?(): void;
  /** The server refused the topic (private channels: code 40100 when not logged in). */
  onError?(code: number): void;
}

export interface StreamOptions {
  /** The WebSocket constructor (tests inject a fake); default globalThis.WebSocket, looked up at connect time. */
  readonly WebSocket?: () => typeof WebSocket;
  /** Delay before reconnect attempt `attempt` (0-based), ms. */
  readonly backoff?: (attempt: number) => number;
  readonly warn?: (message: string) => void;
}

export const defaultBackoff = (attempt: number): number => Math.min(8000, 500 * 2 ** attempt);

const topicKey = (topic: StreamTopic): string => `${topic.channel}|${topic.symbol}|${topic.resolution ?? ''}`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export class MarketStream {
  private socket: WebSocket | null = null;
  private readonly topics = new Map<string, { topic: StreamTopic; handlers: Set<StreamHandlers> }>();
  private status: StreamStatus = 'idle';
  private readonly statusListeners = new Set<(status: StreamStatus) => void>();
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private hadOpen = false;
  private warned = false;

  constructor(
    readonly url: string,
    private readonly options: StreamOptions = {},
  ) {}

  /** Listen to a topic; returns the unsubscribe function. */
  subscribe(topic: StreamTopic, handlers: StreamHandlers): () => void {
    const key = topicKey(topic);
    let entry = this.topics.get(key);
    if (!entry) {
      entry = { topic, handlers: new Set() };
      this.topics.set(key, entry);
      this.send({ event: 'subscribe', channel: topic.channel, payload: this.payloadOf(topic) });
    }
    entry.handlers.add(handlers);
    this.ensureConnected();
    return () => {
      const current = this.topics.get(key);
      if (!current) return;
      current.handlers.delete(handlers);
      if (current.handlers.size > 0) return;
      this.topics.delete(key);
      this.send({ event: 'unsubscribe', channel: topic.channel, payload: this.payloadOf(topic) });
      if (this.topics.size === 0) this.shutdown();
    };
  }

  getStatus(): StreamStatus {
    return this.status;
  }

  onStatus(listener: (status: StreamStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  private payloadOf(topic: StreamTopic): Record<string, string> {
    return topic.resolution === undefined ? { symbol: topic.symbol } : { symbol: topic.symbol, resolution: topic.resolution };
  }

  private setStatus(status: StreamStatus): void {
    if (this.status === status) return;
    this.status = status;
    for (const listener of this.statusListeners) listener(status);
  }

  private send(message: object): void {
    if (this.socket?.readyState === 1) this.socket.send(JSON.stringify(message));
  }

  private ensureConnected(): void {
    if (this.socket !== null || this.retryTimer !== null) return;
    this.connect();
  }

  private connect(): void {
    const Impl = this.options.WebSocket?.() ?? (globalThis.WebSocket as typeof WebSocket | undefined);
    if (!Impl) {
      this.warnOnce('market stream: no WebSocket in this environment');
      return;
    }
    this.setStatus(this.hadOpen ? 'reconnecting' : 'connecting');
    let socket: WebSocket;
    try {
      socket = new Impl(this.url);
    } catch (error) {
      this.warnOnce(`market stream: cannot open ${this.url}: ${String(error)}`);
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    socket.addEventListener('open', () => {
      if (this.socket !== socket) return;
      const resync = this.hadOpen;
      this.hadOpen = true;
      this.attempt = 0;
      this.setStatus('open');
      for (const { topic } of this.topics.values()) this.send({ event: 'subscribe', channel: topic.channel, payload: this.payloadOf(topic) });
      if (resync) for (const { handlers } of [...this.topics.values()]) for (const h of [...handlers]) h.onResync?.();
    });
    socket.addEventListener('message', (event: MessageEvent) => {
      if (this.socket === socket) this.dispatch(event.data);
    });
    socket.addEventListener('close', () => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.topics.size === 0) {
        this.setStatus('idle');
        return;
      }
      this.setStatus('reconnecting');
      this.scheduleRetry();
    });
  }

  private scheduleRetry(): void {
    const delay = (this.options.backoff ?? defaultBackoff)(this.attempt++);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.topics.size > 0) this.connect();
    }, delay);
  }

  private dispatch(data: unknown): void {
    let message: unknown;
    // Bounded as every response is (../limits.ts, issue 37): a message over the size or depth limit
    // is dropped unread, like a malformed one.
    const { maxChars, maxDepth } = DEFAULT_RESPONSE_LIMIT;
    const bounded = typeof data === 'string' && data.length <= maxChars && !jsonNestsDeeperThan(data, maxDepth);
    try {
      message = bounded ? JSON.parse(data) : null;
    } catch {
      message = null;
    }
    if (!isRecord(message) || (message.event !== 'update' && message.event !== 'error') || typeof message.channel !== 'string' || !isRecord(message.payload) || typeof message.payload.symbol !== 'string') {
      this.warnOnce(`market stream: dropped a malformed message from ${this.url}${bounded ? '' : ' (over the size or depth limit)'}`);
      return;
    }
    const payload = message.payload;
    const key = topicKey({ channel: message.channel as StreamChannel, symbol: payload.symbol as string, resolution: typeof payload.resolution === 'string' ? payload.resolution : undefined });
    const entry = this.topics.get(key);
    if (!entry) return;
    if (message.event === 'error') {
      const code = typeof payload.code === 'number' ? payload.code : 0;
      for (const handlers of [...entry.handlers]) handlers.onError?.(code);
      return;
    }
    for (const handlers of [...entry.handlers]) handlers.onMessage(payload);
  }

  private shutdown(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const socket = this.socket;
    this.socket = null;
    this.hadOpen = false;
    this.attempt = 0;
    this.setStatus('idle');
    if (socket && socket.readyState <= 1) socket.close(1000, 'no subscriptions');
  }

  private warnOnce(message: string): void {
    if (this.warned) return;
    this.warned = true;
    (this.options.warn ?? console.warn)(message);
  }
}

const streams = new Map<string, MarketStream>();

/** The one stream of a host (created on first use). */
export function marketStream(url: string): MarketStream {
  let stream = streams.get(url);
  if (!stream) {
    stream = new MarketStream(url);
    streams.set(url, stream);
  }
  return stream;
}
