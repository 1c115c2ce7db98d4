/**
 * Live prices of several pairs from the market stream (src/api/stream; issue 39): the stream's
 * `ticker` channel, one topic per pair on the site's spot host, updates folded into one render
 * per animation frame. A payload without a finite last price and change is ignored.
 */
import { useEffect, useState } from 'react';
import { marketStream } from '../../api/stream/stream';

export interface LiveQuote {
  readonly last: number;
  /** Percent over 24 h. */
  readonly change: number;
}

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export function parseQuote(payload: Record<string, unknown>): LiveQuote | null {
  return finite(payload.last) && finite(payload.change) && payload.last > 0 ? { last: payload.last, change: payload.change } : null;
}

/** The latest quote of each pair in `pairs` the stream has sent (none before the first message). */
export function useLiveQuotes(url: string | undefined, pairs: readonly string[]): ReadonlyMap<string, LiveQuote> {
  const key = pairs.join(',');
  const [quotes, setQuotes] = useState<ReadonlyMap<string, LiveQuote>>(() => new Map());
  useEffect(() => {
    if (!url || key === '') return;
    const stream = marketStream(url);
    const pending = new Map<string, LiveQuote>();
    let frame: number | undefined;
    const flush = () => {
      frame = undefined;
      if (pending.size === 0) return;
      const batch = new Map(pending);
      pending.clear();
      setQuotes((previous) => new Map([...previous, ...batch]));
    };
    const unsubscribes = key.split(',').map((symbol) =>
      stream.subscribe(
        { channel: 'ticker', symbol },
        {
          onMessage: (payload) => {
            const quote = parseQuote(payload);
            if (!quote) return;
            pending.set(symbol, quote);
            frame ??= typeof requestAnimationFrame === 'function' && document.visibilityState !== 'hidden' ? requestAnimationFrame(flush) : window.setTimeout(flush, 16);
          },
        },
      ),
    );
    return () => {
      if (frame !== undefined) {
        cancelAnimationFrame(frame);
        clearTimeout(frame);
      }
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
  }, [url, key]);
  return quotes;
}
