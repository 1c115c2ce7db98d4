/**
 * Empty rows of the order book and the recent trades: until the market stream's first message
 * (never invented prices), and to pad a thin book so the panel keeps its height.
 *
 * Rows padding BELOW content pass `from`, the row they start at, and are keyed by it: as content
 * arrives, the placeholders it takes the place of go, and the rest stay where they are. Keyed from
 * 0 instead, React would keep the first ones and push them down under the new rows, a layout shift
 * (the trading page's CLS test saw 0.0005 from the recent trades' first prints).
 */
export function PlaceholderRows({ count, from = 0 }: { count: number; from?: number }) {
  return (
    <>
      {Array.from({ length: Math.max(0, count) }, (_, i) => (
        <div className="trade-book__row trade-book__row--placeholder" key={from + i} aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
      ))}
    </>
  );
}
