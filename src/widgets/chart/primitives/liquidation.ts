/**
 * The liquidation map (layer liquidation_amount_indicator; SPEC sections 3 and 9): the records'
 * long and short liquidation amounts summed into 24 equal price buckets over the records' price
 * range, drawn as bars from the right edge of the price pane, as long as the amount allows but
 * at least 2 px for any bucket with an amount. Longs (liquidated when the price falls) take the
 * fall colour, shorts the rise colour.
 */
import type { LiquidationRecord } from '../../../api/endpoints/chart';
import { LayerPrimitive, type MediaScope } from './base';

export const LIQUIDATION_BUCKETS = 24;
export const MIN_BAR_PX = 2;
/** The longest bar takes this share of the pane's width. */
const MAX_SHARE = 0.18;

export interface LiquidationBucket {
  low: number;
  high: number;
  long: number;
  short: number;
}

const amount = (value: string | number): number => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : 0;
};

/** The records in `count` equal buckets between their lowest and highest price. Pure. */
export function liquidationBuckets(records: readonly LiquidationRecord[], count = LIQUIDATION_BUCKETS): LiquidationBucket[] {
  const priced = records.map((r) => ({ price: Number(r.mark_price), long: amount(r.long_liq_usd_new), short: amount(r.short_liq_usd_new) })).filter((r) => Number.isFinite(r.price) && r.price > 0);
  if (priced.length === 0) return [];
  const min = Math.min(...priced.map((r) => r.price));
  const max = Math.max(...priced.map((r) => r.price));
  const width = (max - min) / count || 1;
  const buckets = Array.from({ length: count }, (_, i) => ({ low: min + i * width, high: min + (i + 1) * width, long: 0, short: 0 }));
  for (const r of priced) {
    const bucket = buckets[Math.min(count - 1, Math.floor((r.price - min) / width))]!;
    bucket.long += r.long;
    bucket.short += r.short;
  }
  return buckets;
}

/** A bar's length in pixels: proportional, at least MIN_BAR_PX when there is any amount. */
export function barLength(value: number, max: number, paneWidth: number): number {
  if (value <= 0 || max <= 0) return 0;
  return Math.max(MIN_BAR_PX, (value / max) * paneWidth * MAX_SHARE);
}

export class LiquidationMapLayer extends LayerPrimitive {
  private buckets: LiquidationBucket[] = [];
  private colors = { long: 'rgba(229,72,77,0.45)', short: 'rgba(12,166,120,0.45)' };

  constructor() {
    super('bottom');
  }

  setRecords(records: readonly LiquidationRecord[]): void {
    this.buckets = liquidationBuckets(records);
    this.redraw();
  }

  setColors(colors: { long: string; short: string }): void {
    this.colors = colors;
    this.redraw();
  }

  bucketCount(): number {
    return this.buckets.length;
  }

  protected draw({ context, mediaSize }: MediaScope): void {
    const series = this.series!;
    const max = Math.max(0, ...this.buckets.map((b) => Math.max(b.long, b.short)));
    for (const bucket of this.buckets) {
      const top = series.priceToCoordinate(bucket.high);
      const bottom = series.priceToCoordinate(bucket.low);
      if (top === null || bottom === null) continue;
      const height = Math.max(1, Math.abs(bottom - top) - 1);
      const y = Math.min(top, bottom);
      const drawBar = (value: number, color: string) => {
        const length = barLength(value, max, mediaSize.width);
        if (length === 0) return;
        context.fillStyle = color;
        context.fillRect(mediaSize.width - length, y, length, height);
      };
      drawBar(bucket.long, this.colors.long);
      drawBar(bucket.short, this.colors.short);
    }
  }
}
