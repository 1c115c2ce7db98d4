/** The lazy boundary of ./PerformanceCanvas: lightweight-charts loads only where a record is drawn. */
import { lazy, Suspense } from 'react';
import type { PerformancePoint } from './PerformanceCanvas';
import './chartSlot.css';

const PerformanceCanvas = lazy(() => import('./PerformanceCanvas'));

export function PerformanceChart(props: { points: readonly PerformancePoint[]; format: (value: number) => string; label: string }) {
  return (
    <div className="performance-chart">
      <Suspense fallback={<div className="performance-chart__canvas" aria-busy="true" />}>
        <PerformanceCanvas {...props} />
      </Suspense>
    </div>
  );
}
