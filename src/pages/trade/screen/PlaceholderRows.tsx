/**
 * Empty rows of the order book and the recent trades: until the market stream's first message
 * (never invented prices), and to pad a thin book so the panel keeps its height.
 */
import type { CSSProperties } from 'react';

export function PlaceholderRows({ count, from }: { count: number; from?: number }) {
  return (
    <>
      {Array.from({ length: Math.max(0, count) }, (_, i) => (
        // `from`: rows placed by transform (the recent trades), at places from, from + 1...
        <div className="trade-book__row trade-book__row--placeholder" key={from === undefined ? i : `p${from + i}`} aria-hidden="true" style={from === undefined ? undefined : ({ '--place': from + i } as CSSProperties)}>
          <span />
          <span />
          <span />
        </div>
      ))}
    </>
  );
}
