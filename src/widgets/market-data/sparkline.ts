/**
 * A sparkline's SVG path (issue 39): the values scaled into a `width` x `height` box, oldest on
 * the left, highest at the top, `pad` px kept inside so the stroke is not clipped. A flat series
 * is a line across the middle; fewer than two finite values draw nothing.
 */
export function sparklinePath(values: readonly number[], width: number, height: number, pad = 1): string {
  const points = values.filter((v) => Number.isFinite(v));
  if (points.length < 2 || width <= 0 || height <= 0) return '';
  const min = Math.min(...points);
  const max = Math.max(...points);
  const span = max - min;
  const inner = Math.max(0, height - 2 * pad);
  const step = width / (points.length - 1);
  const y = (v: number) => (span === 0 ? height / 2 : pad + inner - ((v - min) / span) * inner);
  return points.map((v, i) => `${i === 0 ? 'M' : 'L'}${round(i * step)} ${round(y(v))}`).join('');
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Whether the series ends at or above where it started (the rise colour), or below (fall). */
export function sparklineRises(values: readonly number[]): boolean {
  const first = values[0];
  const last = values[values.length - 1];
  return first === undefined || last === undefined || last >= first;
}
