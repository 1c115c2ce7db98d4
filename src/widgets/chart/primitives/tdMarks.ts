/**
 * TD Sequential's counts on the price pane: setup counts (1 to 9) under the bar for a buy setup
 * and over it for a sell setup, countdown 13s in bold; with `onlyNineAndThirteen` only the 9s and
 * 13s. The numbers come from the indicator (src/widgets/chart/indicators), one entry per bar.
 */
import type { Time } from 'lightweight-charts';
import type { Bar, TdBar } from '../indicators';
import { LayerPrimitive, type MediaScope } from './base';

export class TdSequentialLayer extends LayerPrimitive {
  private bars: readonly Bar[] = [];
  private counts: readonly TdBar[] = [];
  private onlyNineAndThirteen = false;
  private colors = { buy: '#0ca678', sell: '#e5484d' };

  constructor() {
    super('top');
  }

  setData(bars: readonly Bar[], counts: readonly TdBar[], onlyNineAndThirteen: boolean): void {
    this.bars = bars;
    this.counts = counts;
    this.onlyNineAndThirteen = onlyNineAndThirteen;
    this.redraw();
  }

  setColors(colors: { buy: string; sell: string }): void {
    this.colors = colors;
  }

  protected draw({ context }: MediaScope): void {
    const timeScale = this.chart!.timeScale();
    const series = this.series!;
    const range = timeScale.getVisibleLogicalRange();
    if (!range) return;
    const from = Math.max(0, Math.floor(range.from));
    const to = Math.min(this.bars.length - 1, Math.ceil(range.to));
    const spacing = timeScale.options().barSpacing;
    if (spacing < 6) return; // too dense to read
    context.textAlign = 'center';
    for (let i = from; i <= to; i++) {
      const bar = this.bars[i];
      const count = this.counts[i];
      if (!bar || !count) continue;
      const x = timeScale.timeToCoordinate(bar.time as Time);
      if (x === null) continue;
      const label = (value: number, side: 'buy' | 'sell', countdown: boolean) => {
        if (value === 0) return;
        if (this.onlyNineAndThirteen && value !== 9 && value !== 13) return;
        const y = series.priceToCoordinate(side === 'buy' ? bar.low : bar.high);
        if (y === null) return;
        context.font = `${countdown || value === 9 ? 700 : 500} ${countdown ? 11 : 10}px system-ui, sans-serif`;
        context.fillStyle = this.colors[side];
        context.textBaseline = side === 'buy' ? 'top' : 'bottom';
        const offset = countdown ? 16 : 4;
        context.fillText(String(value), x, side === 'buy' ? y + offset : y - offset);
      };
      label(count.setupBuy, 'buy', false);
      label(count.setupSell, 'sell', false);
      label(count.countdownBuy, 'buy', true);
      label(count.countdownSell, 'sell', true);
    }
  }
}
