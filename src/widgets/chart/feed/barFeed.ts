/**
 * The chart's bars as the stream and the history fill them, kept in order: a bar older than the
 * last is stale and dropped, the same time revises the last bar (`update`), a later time is a new
 * bar (`push`). It also watches its own integrity: a duplicate (two bars with one time) cannot
 * happen by construction, and a gap (a later bar that skips a period) is counted, so the page can
 * say so and a test can prove a reconnect left none.
 */
import { nextBucket, type ChartBar, type Resolution } from '../../../api/endpoints/chart';
import type { Bar } from '../indicators';

export type Applied = 'push' | 'update' | 'stale';

export function toBar(bar: ChartBar): Bar {
  return { time: bar.t, open: bar.o, high: bar.h, low: bar.l, close: bar.c, volume: bar.v };
}

export class BarFeed {
  readonly bars: Bar[] = [];
  /** Times where a bar followed its predecessor by more than one period. */
  gaps = 0;

  constructor(readonly resolution: Resolution) {}

  get last(): Bar | undefined {
    return this.bars[this.bars.length - 1];
  }

  /** Replace everything (a fresh history page). Counts gaps inside it. */
  reset(bars: readonly Bar[]): void {
    this.bars.length = 0;
    this.gaps = 0;
    for (const bar of bars) this.apply(bar);
  }

  /** Older history before the first bar (paging back). Bars not strictly older are ignored. */
  prepend(older: readonly Bar[]): number {
    const first = this.bars[0];
    const fresh = first === undefined ? [...older] : older.filter((bar) => bar.time < first.time);
    this.bars.unshift(...fresh);
    return fresh.length;
  }

  apply(bar: Bar): Applied {
    const last = this.last;
    if (last === undefined) {
      this.bars.push({ ...bar });
      return 'push';
    }
    if (bar.time < last.time) return 'stale';
    if (bar.time === last.time) {
      this.bars[this.bars.length - 1] = { ...bar };
      return 'update';
    }
    if (bar.time > nextBucket(last.time, this.resolution)) this.gaps++;
    this.bars.push({ ...bar });
    return 'push';
  }

  /** Two bars sharing a time, counted over the whole series (0 unless something is broken). */
  duplicates(): number {
    let count = 0;
    for (let i = 1; i < this.bars.length; i++) if (this.bars[i]!.time <= this.bars[i - 1]!.time) count++;
    return count;
  }
}
