/**
 * Important-event markers (layer important_events_widget; SPEC section 3): one badge per event at
 * the foot of the price pane, under the bar the event falls in, each of the 8 types with its own
 * colour and glyph. Hovering a badge names it (hit test id `event:<index>`), so the chart can show
 * the event's title and text.
 */
import type { PrimitiveHoveredItem, Time } from 'lightweight-charts';
import type { ChartEvent } from '../../../api/endpoints/chart';
import { LayerPrimitive, type MediaScope } from './base';

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

export interface PlacedEvent {
  index: number;
  event: ChartEvent;
  /** The bar time it is drawn under. */
  time: number;
}

export class ImportantEventsLayer extends LayerPrimitive {
  private events: PlacedEvent[] = [];
  private drawn: { x: number; y: number; index: number }[] = [];

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
    const y = mediaSize.height - FOOT;
    context.font = '600 10px system-ui, sans-serif';
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    for (const placed of this.events) {
      const x = timeScale.timeToCoordinate(placed.time as Time);
      if (x === null) continue;
      const type = EVENT_TYPES[placed.event.type as EventType] ?? EVENT_TYPES[8];
      context.beginPath();
      context.arc(x, y, RADIUS, 0, Math.PI * 2);
      context.fillStyle = type.color;
      context.fill();
      context.lineWidth = 1.5;
      context.strokeStyle = 'rgba(255,255,255,0.9)';
      context.stroke();
      context.fillStyle = '#ffffff';
      context.fillText(type.glyph, x, y + 0.5);
      this.drawn.push({ x, y, index: placed.index });
    }
  }

  hitTest(x: number, y: number): PrimitiveHoveredItem | null {
    if (!this.visible) return null;
    const hit = this.drawn.find((d) => (d.x - x) ** 2 + (d.y - y) ** 2 <= (RADIUS + 2) ** 2);
    return hit ? { externalId: `event:${hit.index}`, zOrder: 'top', cursorStyle: 'pointer' } : null;
  }
}
