import { Suspense, type ComponentType } from 'react';

/**
 * Home's live markets (issue 39), in the hero's card where a drawing of a trading screen was: not
 * part of the first paint, their code (the route's lazy component, and through it the data layer
 * and the pages part of the catalog) comes once that paint is done, into the card of fixed height
 * that the prerendered page already holds (no layout shift).
 */
export function HomeMarketsSlot({ markets: Markets }: { markets: ComponentType }) {
  return (
    <div className="market-art hero__art" style={{ blockSize: 496, padding: 16 }}>
      <Suspense fallback={null}>
        <Markets />
      </Suspense>
    </div>
  );
}
