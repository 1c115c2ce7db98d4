import { lazy, Suspense } from 'react';
import { afterFirstPaint } from '../../lib/browser/afterFirstPaint';

// Home's live markets (issue 39), in the hero's card where a drawing of a trading screen was: not
// part of the first paint, their code (and through it the data layer and the pages part of the
// catalog) is asked for once that paint is done, into the card of fixed height that the
// prerendered page already holds (no layout shift).
const HomeMarkets = lazy(() => afterFirstPaint().then(() => import('../../widgets/market-data')).then((module) => ({ default: module.HomeMarkets })));

export function HomeMarketsSlot() {
  return (
    <div className="market-art hero__art" style={{ blockSize: 496, padding: 16 }}>
      <Suspense fallback={null}>
        <HomeMarkets />
      </Suspense>
    </div>
  );
}
