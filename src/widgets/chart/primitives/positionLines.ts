/**
 * Position lines (layer order_line_widget; SPEC section 3): a dashed line at each position's
 * average price across the price pane, and beside it a label of real DOM elements (side, PnL,
 * quantity, TP/SL) with the close, TP/SL and reverse buttons, each shown by its flag and wired to
 * its callback. The label is HTML, not canvas, so the buttons are keyboard-reachable, announced,
 * and clickable by tests; the primitive moves the labels whenever the chart redraws (scrolls,
 * autoscale, ticks). Texts arrive ready to show (the caller translates and formats them).
 */
import { LayerPrimitive, type MediaScope } from './base';

import type { PositionLine } from '../orderTypes';
import { ORDER_TYPE, SIDE } from '../orderTypes';

export type { PositionLine };

export interface PositionLineColors {
  buy: string;
  sell: string;
  neutral: string;
}

export class PositionLinesLayer extends LayerPrimitive {
  private lines: PositionLine[] = [];
  private colors: PositionLineColors = { buy: '#0ca678', sell: '#e5484d', neutral: '#8a91a0' };
  private readonly labels = new Map<string, HTMLElement>();

  constructor(private readonly host: HTMLElement) {
    super('top');
  }

  setLines(lines: readonly PositionLine[]): void {
    this.lines = lines.filter((line) => line.visible !== false && Number.isFinite(line.avgPrice));
    const ids = new Set(this.lines.map((line) => line.id));
    for (const [id, label] of this.labels) {
      if (!ids.has(id)) {
        label.remove();
        this.labels.delete(id);
      }
    }
    for (const line of this.lines) this.renderLabel(line);
    this.redraw();
  }

  setColors(colors: PositionLineColors): void {
    this.colors = colors;
    for (const line of this.lines) this.renderLabel(line);
    this.redraw();
  }

  override setVisible(visible: boolean): void {
    super.setVisible(visible);
    for (const label of this.labels.values()) label.hidden = !visible;
  }

  override detached(): void {
    for (const label of this.labels.values()) label.remove();
    this.labels.clear();
    super.detached();
  }

  private colorOf(line: PositionLine): string {
    if (line.type === ORDER_TYPE.TakeProfit || line.type === ORDER_TYPE.StopLoss) return this.colors.neutral;
    return line.side === SIDE.Buy ? this.colors.buy : this.colors.sell;
  }

  private renderLabel(line: PositionLine): void {
    let label = this.labels.get(line.id);
    if (!label) {
      label = document.createElement('div');
      label.className = 'chart-position';
      label.dataset.positionId = line.id;
      this.host.append(label);
      this.labels.set(line.id, label);
    }
    label.hidden = !this.visible;
    label.style.setProperty('--line-color', this.colorOf(line));
    label.replaceChildren();
    const span = (className: string, text: string, title?: string) => {
      const el = document.createElement('span');
      el.className = className;
      el.dir = 'auto'; // a right-to-left text (Arabic) keeps its order inside the left-to-right chart
      el.textContent = text;
      if (title) el.title = title;
      label!.append(el);
    };
    span('chart-position__side', line.sideText);
    const pnl = line.pnlText ?? (line.pnlValue === undefined ? undefined : `${line.pnlValue >= 0 ? '+' : ''}${line.pnlValue}`);
    if (pnl !== undefined) {
      span(`chart-position__pnl${line.pnlValue === undefined ? '' : line.pnlValue >= 0 ? ' rise' : ' fall'}`, pnl, line.tooltips?.pnl);
    }
    const qty = line.qtyText ?? (line.qty === undefined ? undefined : String(line.qty));
    if (qty !== undefined) span('chart-position__qty', qty);
    if (line.tpslText) span('chart-position__tpsl', line.tpslText);
    const button = (kind: string, text: string, tooltip: string | undefined, onClick: ((l: PositionLine) => void) | undefined) => {
      const el = document.createElement('button');
      el.type = 'button';
      el.className = `chart-position__btn chart-position__btn--${kind}`;
      el.dataset.action = kind;
      el.textContent = text;
      if (tooltip) {
        el.title = tooltip;
        el.setAttribute('aria-label', `${tooltip} (${line.sideText})`);
      }
      el.addEventListener('click', (event) => {
        event.stopPropagation();
        onClick?.(line);
      });
      label!.append(el);
    };
    if (line.showTPSLButton) button('tpsl', 'TP/SL', line.tooltips?.tpsl, line.onTPSLClick);
    if (line.showReverseButton) button('reverse', '⇅', line.tooltips?.reverse, line.onReverseClick);
    if (line.showCloseButton) button('close', '×', line.tooltips?.close, line.onCloseClick);
  }

  /** Called on every redraw: position each label on its line, hide those off the pane. */
  override updateAllViews(): void {
    const series = this.series;
    if (!series) return;
    for (const line of this.lines) {
      const label = this.labels.get(line.id);
      if (!label) continue;
      const y = series.priceToCoordinate(line.avgPrice);
      const off = y === null || y < 0 || y > this.host.clientHeight;
      label.style.visibility = off ? 'hidden' : '';
      if (y !== null) label.style.transform = `translateY(${Math.round(y)}px) translateY(-50%)`;
    }
  }

  protected draw({ context, mediaSize }: MediaScope): void {
    const series = this.series!;
    context.lineWidth = 1;
    context.setLineDash([5, 4]);
    for (const line of this.lines) {
      const y = series.priceToCoordinate(line.avgPrice);
      if (y === null) continue;
      context.strokeStyle = this.colorOf(line);
      context.beginPath();
      context.moveTo(0, Math.round(y) + 0.5);
      context.lineTo(mediaSize.width, Math.round(y) + 0.5);
      context.stroke();
    }
    context.setLineDash([]);
  }
}
