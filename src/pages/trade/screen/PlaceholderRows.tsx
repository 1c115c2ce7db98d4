/**
 * Empty rows of the order book and the recent trades: until the market stream's first message
 * (never invented prices), and to pad a thin book so the panel keeps its height.
 */
export function PlaceholderRows({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: Math.max(0, count) }, (_, i) => (
        <div className="trade-book__row trade-book__row--placeholder" key={i} aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
      ))}
    </>
  );
}
