/**
 * Important-event markers (layer important_events_widget; SPEC section 3): one badge per event at
 * the foot of the price pane, under the bar the event falls in, each of the 8 types with its own
 * colour and glyph. Hovering a badge names it (hit test id `event:<index>`), so the chart can show
 * the event's title and text.
 */
import type { PrimitiveHoveredItem, Time } from 'lightweight-charts';
import type { ChartEvent } from '../../../api/endpoints/chart';
import { LayerPrimitive, type MediaScope } from './base';
import type { Box } from './labels';

/** SPEC section 3: the 8 event types, by number. */
export const EVENT_TYPES = {
  1: { name: 'HIGH_PRICE', color: '#0ca678', glyph: '↑' },
  2: { name: 'LOW_PRICE', color: '#e5484d', glyph: '↓' },
  3: { name: 'MSG', color: '#2354e6', glyph: 'i' },
  4: { name: 'CFG_S', color: '#7048e8', glyph: 'S' },
  5: { name: 'CFG_M', color: '#ae3ec9', glyph: 'M' },
  6: { name: 'MEW', color: '#f08c00', glyph: 'N' },
  7: { name: 'AI_REASONING', color: '#1098ad', glyph: 'AI' },
  8: { name: 'COMPLEX', color: '#495057', glyph: '≡' },
} as const satisfies Record<number, { name: string; color: string; glyph: string }>;
export type EventType = keyof typeof EVENT_TYPES;

const RADIUS = 9;
const FOOT = 16;
/** Badges on neighbouring bars stack upwards, at most this many rows; the rest count in a "+n". */
const ROWS = 3;
const ROW_STEP = 2 * RADIUS + 2;

function circle(context: CanvasRenderingContext2D, x: number, y: number, color: string): void {
  context.beginPath();
  context.arc(x, y, RADIUS, 0, Math.PI * 2);
  context.fillStyle = color;
  context.fill();
  context.lineWidth = 1.5;
  context.strokeStyle = 'rgba(255,255,255,0.9)';
  context.stroke();
}

/**
 * Where each badge goes (issue 39: at 4H the badges of neighbouring bars merged into one blob):
 * left to right, each in the lowest row where it keeps a badge's width of air from the last badge
 * of that row; when all rows are taken, the top row's last badge becomes "+n" for what is hidden.
 * Pure, for the unit test.
 */
export function stackBadges<T extends { x: number }>(items: readonly T[], foot: number): { badges: { x: number; y: number; item: T }[]; more: { x: number; y: number; hidden: number }[] } {
  const badges: { x: number; y: number; item: T }[] = [];
  const more: { x: number; y: number; hidden: number }[] = [];
  const lastX: number[] = [];
  for (const item of [...items].sort((a, b) => a.x - b.x)) {
    const row = [...Array(ROWS).keys()].find((r) => lastX[r] === undefined || item.x - lastX[r]! >= ROW_STEP);
    if (row !== undefined) {
      lastX[row] = item.x;
      badges.push({ x: item.x, y: foot - row * ROW_STEP, item });
      continue;
    }
    // No room: count it on a "+n" above the column (the top row's last badge gives way to it).
    const top = foot - (ROWS - 1) * ROW_STEP;
    const counter = more.find((m) => m.x === lastX[ROWS - 1]);
    if (counter) counter.hidden++;
    else {
      const index = badges.findIndex((b) => b.x === lastX[ROWS - 1] && b.y === top);
      if (index >= 0) badges.splice(index, 1);
      more.push({ x: lastX[ROWS - 1]!, y: top, hidden: index >= 0 ? 2 : 1 });
    }
  }
  return { badges, more };
}

export interface PlacedEvent {
  index: number;
  event: ChartEvent;
  /** The bar time it is drawn under. */
  time: number;
}

export class ImportantEventsLayer extends LayerPrimitive {
  private events: PlacedEvent[] = [];
  private drawn: { x: number; y: number; index: number }[] = [];
  private boxes: Box[] = [];

  /** `snap` puts an event time on the open time of its bar at the chart's resolution. */
  setEvents(events: readonly ChartEvent[], snap: (time: number) => number): void {
    this.events = events.map((event, index) => ({ index, event, time: snap(event.time) }));
    this.redraw();
  }

  eventAt(index: number): ChartEvent | undefined {
    return this.events[index]?.event;
  }

  count(): number {
    return this.events.length;
  }

  protected draw({ context, mediaSize }: MediaScope): void {
    const timeScale = this.chart!.timeScale();
    this.drawn = [];
    context.font = '600 10px system-ui, sans-serif';
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    const placed = stackBadges(
      this.events.flatMap((event) => {
        const x = timeScale.timeToCoordinate(event.time as Time);
        return x === null ? [] : [{ x, event }];
      }),
      mediaSize.height - FOOT,
    );
    for (const { x, y, item } of placed.badges) {
      const type = EVENT_TYPES[item.event.event.type as EventType] ?? EVENT_TYPES[8];
      circle(context, x, y, type.color);
      context.fillStyle = '#ffffff';
      context.fillText(type.glyph, x, y + 0.5);
      this.drawn.push({ x, y, index: item.event.index });
    }
    // Events with no room left in their column: one "+n" badge says how many are not drawn.
    for (const { x, y, hidden } of placed.more) {
      circle(context, x, y, EVENT_TYPES[8].color);
      context.fillStyle = '#ffffff';
      context.fillText(`+${hidden}`, x, y + 0.5);
    }
    this.boxes = [...placed.badges, ...placed.more].map(({ x, y }) => ({ x: x - RADIUS, y: y - RADIUS, width: 2 * RADIUS, height: 2 * RADIUS }));
  }

  /** The badges drawn last, for the chart's overlap check. */
  labelBoxes(): readonly Box[] {
    return this.visible ? this.boxes : [];
  }

  hitTest(x: number, y: number): PrimitiveHoveredItem | null {
    if (!this.visible) return null;
    const hit = this.drawn.find((d) => (d.x - x) ** 2 + (d.y - y) ** 2 <= (RADIUS + 2) ** 2);
    return hit ? { externalId: `event:${hit.index}`, zOrder: 'top', cursorStyle: 'pointer' } : null;
  }
}
