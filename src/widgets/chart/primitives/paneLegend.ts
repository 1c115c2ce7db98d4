/**
 * An indicator pane's legend: its name and inputs, then each line's value in that line's colour,
 * at the pane's top left, in the page's number format (issue 39: KDJ's values were English
 * numbers on a Turkish page, and the value tags each line put on the price axis covered the
 * axis's own labels). Drawn on the pane itself, on a backing of the chart's background, so it
 * neither covers the axis nor collides with another label.
 */
import { LayerPrimitive, type MediaScope } from './base';
import type { Box } from './labels';

export interface LegendItem {
  readonly text: string;
  readonly color: string;
}

const FONT = '500 11px system-ui, sans-serif';
const PAD = 6;
const GAP = 8;
const HEIGHT = 16;

export class PaneLegendLayer extends LayerPrimitive {
  private items: readonly LegendItem[] = [];
  private background = '#ffffff';
  private drawn: Box[] = [];

  constructor() {
    super('top');
  }

  /**
   * `redraw: false` when a series of the same pane is updated in the same task (a live bar): its
   * light redraw paints the pane's layers too. Asking for a redraw here is lightweight-charts'
   * full one (every pane and axis laid out again), which then asked for a second frame.
   */
  setItems(items: readonly LegendItem[], background: string, { redraw = true }: { redraw?: boolean } = {}): void {
    this.items = items;
    this.background = background;
    if (redraw) this.redraw();
  }

  /** The item texts as drawn, for tests and screen readers' sake of the chart's data attributes. */
  texts(): string[] {
    return this.items.map((item) => item.text);
  }

  labelBoxes(): readonly Box[] {
    return this.visible ? this.drawn : [];
  }

  protected draw({ context, mediaSize }: MediaScope): void {
    this.drawn = [];
    context.font = FONT;
    context.textBaseline = 'middle';
    context.textAlign = 'left';
    // Right to left on an Arabic page too: the pane's start is the chart's left (the price axis is on the right).
    let x = PAD;
    const y = PAD;
    // The whole legend where it fits; on a narrow pane (a phone) the values without the name and
    // inputs; never a legend cut by the pane's edge.
    const fit = (items: readonly LegendItem[]) => {
      const widths = items.map((item) => context.measureText(item.text).width);
      const total = widths.reduce((sum, width) => sum + width, 0) + GAP * Math.max(0, items.length - 1);
      return total + 2 * PAD <= mediaSize.width ? { items, widths, total } : null;
    };
    const shown = fit(this.items) ?? fit(this.items.slice(1));
    if (!shown) return;
    const { items, widths, total } = shown;
    context.fillStyle = this.background;
    context.globalAlpha = 0.85;
    context.fillRect(x - 3, y - 2, total + 6, HEIGHT + 4);
    context.globalAlpha = 1;
    items.forEach((item, i) => {
      context.fillStyle = item.color;
      context.fillText(item.text, x, y + HEIGHT / 2);
      this.drawn.push({ x, y, width: widths[i]!, height: HEIGHT });
      x += widths[i]! + GAP;
    });
  }
}
