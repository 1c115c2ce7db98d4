/** A small SVG sparkline (issue 39): no chart library per row, one path from the backend's prices. */
import { sparklinePath, sparklineRises } from './sparkline';
import './sparkline.css';

export function Sparkline({ values, width = 96, height = 32, label }: { values: readonly number[]; width?: number; height?: number; label?: string }) {
  const d = sparklinePath(values, width, height, 2);
  return (
    <svg
      className={`ui-sparkline ${sparklineRises(values) ? 'ui-sparkline--rise' : 'ui-sparkline--fall'}`}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      focusable="false"
      data-testid="sparkline"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {d && <path d={d} />}
    </svg>
  );
}
