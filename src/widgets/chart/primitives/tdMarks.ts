/**
 * TD Sequential's counts on the price pane: setup counts (1 to 9) under the bar for a buy setup
 * and over it for a sell setup, countdown 13s in bold; with `onlyNineAndThirteen` only the 9s and
 * 13s. The numbers come from the indicator (src/widgets/chart/indicators), one entry per bar.
 * Labels never overlap: a count that would cover another is left out, 9s and 13s placed first.
 */
import type { Time } from 'lightweight-charts';
import type { Bar, TdBar } from '../indicators';
import { LayerPrimitive, type MediaScope } from './base';
import { LabelPlacer, type Box } from './labels';

export class TdSequentialLayer extends LayerPrimitive {
  private bars: readonly Bar[] = [];
  private counts: readonly TdBar[] = [];
  private onlyNineAndThirteen = false;
  private colors = { buy: '#0ca678', sell: '#e5484d' };

  /** `avoid`: labels of other layers in the same pane drawn before these (the event badges). */
  constructor(private readonly avoid: () => readonly Box[] = () => []) {
    super('top');
  }

  /** `redraw: false` when the candles are updated in the same task (a live bar): their light redraw paints this layer (see PaneLegendLayer.setItems). */
  setData(bars: readonly Bar[], counts: readonly TdBar[], onlyNineAndThirteen: boolean, { redraw = true }: { redraw?: boolean } = {}): void {
    this.bars = bars;
    this.counts = counts;
    this.onlyNineAndThirteen = onlyNineAndThirteen;
    if (redraw) this.redraw();
  }

  setColors(colors: { buy: string; sell: string }): void {
    this.colors = colors;
  }

  /** The labels drawn last, for the chart's overlap check. */
  private drawn: readonly Box[] = [];

  labelBoxes(): readonly Box[] {
    return this.visible ? this.drawn : [];
  }

  protected draw({ context }: MediaScope): void {
    this.drawn = [];
    const timeScale = this.chart!.timeScale();
    const series = this.series!;
    const range = timeScale.getVisibleLogicalRange();
    if (!range) return;
    const from = Math.max(0, Math.floor(range.from));
    const to = Math.min(this.bars.length - 1, Math.ceil(range.to));
    const spacing = timeScale.options().barSpacing;
    if (spacing < 6) return; // too dense to read
    const labels: { text: string; x: number; y: number; side: 'buy' | 'sell'; font: string; rank: number }[] = [];
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
        const offset = countdown ? 16 : 4;
        // A completed setup (9) or countdown (13) is what a trader reads the indicator for: placed first.
        const rank = value === 9 || value === 13 ? 0 : countdown ? 1 : 2;
        labels.push({ text: String(value), x, y: side === 'buy' ? y + offset : y - offset, side, font: `${countdown || value === 9 ? 700 : 500} ${countdown ? 11 : 10}px system-ui, sans-serif`, rank });
      };
      label(count.setupBuy, 'buy', false);
      label(count.setupSell, 'sell', false);
      label(count.countdownBuy, 'buy', true);
      label(count.countdownSell, 'sell', true);
    }
    // Each label only where it covers none placed before it (./labels.ts): at a narrow bar
    // spacing two-digit counts of neighbouring bars read as one number otherwise.
    const placer = new LabelPlacer();
    for (const box of this.avoid()) placer.place(box, 0);
    const others = placer.placed().length;
    context.textAlign = 'center';
    for (const item of labels.sort((a, b) => a.rank - b.rank)) {
      context.font = item.font;
      const width = context.measureText(item.text).width;
      const height = item.font.includes(' 11px') ? 11 : 10;
      const box = { x: item.x - width / 2, y: item.side === 'buy' ? item.y : item.y - height, width, height };
      if (!placer.place(box)) continue;
      context.fillStyle = this.colors[item.side];
      context.textBaseline = item.side === 'buy' ? 'top' : 'bottom';
      context.fillText(item.text, item.x, item.y);
    }
    this.drawn = placer.placed().slice(others);
  }
}
