/**
 * The trading page's live market data from the stream (src/api/stream): ticker, order book and
 * recent trades of one symbol. Each hook holds the latest good payload; a malformed one is
 * ignored (the stream already drops what is not JSON of its shape; here each field is checked).
 *
 * A busy market sends the book twenty times a second and trades ten times (issue 35, section 3):
 * messages are parsed as they come but reach React at most five times a second, every topic in
 * the same flush (src/lib/browser/liveFrame.ts), so all of them render in one commit, painted by
 * the next frame (the newest book wins; trades merge). The hooks live in the components that show them (the book, the trades), so a book
 * update re-renders the book and nothing else.
 */
import { useEffect, useState } from 'react';
import { marketStream, type StreamChannel } from '../../../api/stream/stream';
import { onLiveFrame } from '../../../lib/browser/liveFrame';

export interface LiveTicker {
  last: number;
  change: number;
  high: number;
  low: number;
  baseVolume: number;
  quoteVolume: number;
}

interface LiveLevel {
  price: number;
  amount: number;
}

export interface LiveBook {
  asks: LiveLevel[];
  bids: LiveLevel[];
}

export interface LiveTrade {
  id: string;
  time: number;
  price: number;
  amount: number;
  side: 'buy' | 'sell';
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

export function parseTicker(p: Record<string, unknown>): LiveTicker | null {
  const keys = ['last', 'change', 'high', 'low', 'baseVolume', 'quoteVolume'] as const;
  return keys.every((k) => finite(p[k])) ? (Object.fromEntries(keys.map((k) => [k, p[k]])) as unknown as LiveTicker) : null;
}

function levels(value: unknown): LiveLevel[] | null {
  if (!Array.isArray(value)) return null;
  const out = value.filter((l): l is LiveLevel => typeof l === 'object' && l !== null && finite((l as LiveLevel).price) && finite((l as LiveLevel).amount));
  return out.length === value.length ? out.map(({ price, amount }) => ({ price, amount })) : null;
}

export function parseBook(p: Record<string, unknown>): LiveBook | null {
  const asks = levels(p.asks);
  const bids = levels(p.bids);
  return asks && bids ? { asks, bids } : null;
}

export function parseTrades(p: Record<string, unknown>): LiveTrade[] | null {
  if (!Array.isArray(p.trades)) return null;
  const ok = p.trades.every((t) => typeof t === 'object' && t !== null && typeof t.id === 'string' && finite(t.time) && finite(t.price) && finite(t.amount) && (t.side === 'buy' || t.side === 'sell'));
  return ok ? (p.trades as LiveTrade[]) : null;
}

function useTopic<T>(url: string | undefined, channel: StreamChannel, symbol: string, parse: (p: Record<string, unknown>) => T | null, merge: (previous: T | null, next: T) => T = (_, next) => next): T | null {
  // The value is kept with the topic it belongs to: another symbol starts from nothing.
  const key = `${url ?? ''}|${channel}|${symbol}`;
  const [state, setState] = useState<{ key: string; value: T | null }>({ key, value: null });
  useEffect(() => {
    if (!url) return;
    // Messages since the last flush, folded with `merge` (the book: the newest; trades: all).
    const owner = {};
    let pending: T | null = null;
    let live = true;
    const unsubscribe = marketStream(url).subscribe(
      { channel, symbol },
      {
        onMessage: (payload) => {
          const parsed = parse(payload);
          if (parsed === null) return;
          pending = pending === null ? parsed : merge(pending, parsed);
          onLiveFrame(owner, () => {
            const batch = pending;
            pending = null;
            if (batch === null || !live) return;
            setState((previous) => ({ key, value: merge(previous.key === key ? previous.value : null, batch) }));
          });
        },
      },
    );
    return () => {
      live = false;
      unsubscribe();
    };
    // parse and merge are module-level functions
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state.value : null;
}

export const useLiveTicker = (url: string | undefined, symbol: string) => useTopic(url, 'ticker', symbol, parseTicker);
export const useLiveBook = (url: string | undefined, symbol: string) => useTopic(url, 'book', symbol, parseBook);

/** The recent trades kept: the newest first, without repeats. */
export const MAX_TRADES = 24;

/**
 * The recent trades kept, the newest first (RecentTrades.tsx draws them on a canvas, row 0 the
 * newest). The trades already kept keep their objects, so their texts are formatted once.
 */
export interface TradeTape {
  readonly trades: readonly LiveTrade[];
}

/** `next` (newest first) onto the tape: new trades only, at most MAX_TRADES kept; nothing new, the same tape (no render). */
export function mergeTape(previous: TradeTape | null, next: readonly LiveTrade[]): TradeTape {
  const seen = new Set((previous?.trades ?? []).map((t) => t.id));
  const fresh = next.filter((t) => (seen.has(t.id) ? false : (seen.add(t.id), true)));
  if (fresh.length === 0 && previous) return previous;
  return { trades: [...fresh, ...(previous?.trades ?? [])].slice(0, MAX_TRADES) };
}

const parseTape = (p: Record<string, unknown>): TradeTape | null => {
  const trades = parseTrades(p);
  return trades && mergeTape(null, trades);
};
export const useLiveTradeTape = (url: string | undefined, symbol: string) =>
  useTopic(url, 'trades', symbol, parseTape, (previous, next) => mergeTape(previous, next.trades));
