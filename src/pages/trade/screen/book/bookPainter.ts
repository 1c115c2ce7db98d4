/**
 * The live panels' painter in a worker (./bookWorker.ts): each canvas (a side of the order book,
 * the recent trades) is handed over with `transferControlToOffscreen()` (./bookPaintClient.ts),
 * and the main thread then only posts what changed (the levels or trades with every flush, the
 * size and pixel ratio when the box changes, the palette when the theme or direction does). The
 * worker keeps each canvas' last of each and draws it with the same `drawPainting` the main thread
 * uses where there is no OffscreenCanvas (./bookCanvas).
 * The drawing (about 120 fillText, font and colour setters, five times a second) was the largest
 * piece of the desk's live flush on the main thread (docs/performance.md, the desk's live path).
 */
import { drawPainting, type BookContext, type BookPalette, type Painting } from './bookCanvas';

/** The side's box in CSS pixels and the device pixels per CSS pixel. */
export interface PaintSize {
  width: number;
  height: number;
  ratio: number;
}

/** What the main thread sends with a canvas' content (a side's book, the trades), size or palette: only the parts that changed. */
export interface PaintUpdate {
  painting?: Painting;
  size?: PaintSize;
  palette?: BookPalette;
}

/** What a painter draws on: an OffscreenCanvas in the worker, a recorder in tests. */
export interface PaintSurface {
  width: number;
  height: number;
  getContext(contextId: '2d'): BookContext | null;
}

/** The messages to the worker, one side (`id`) each. */
export type BookPaintMessage<Surface extends PaintSurface = OffscreenCanvas> =
  | { type: 'attach'; id: number; canvas: Surface }
  | ({ type: 'paint'; id: number } & PaintUpdate)
  | { type: 'detach'; id: number };

interface Side {
  canvas: PaintSurface;
  ctx: BookContext | null;
  painting: Painting | null;
  size: PaintSize | null;
  palette: BookPalette | null;
}

/**
 * The worker's message handler: keeps each side's canvas, painting, size and palette, and draws a
 * side when a `paint` brings any of them and it has a size and a palette. The canvas' bitmap is
 * resized to the device pixels of its box (the placeholder <canvas> shows it at its CSS size).
 */
export function createBookPainter(): (message: BookPaintMessage<PaintSurface>) => void {
  const sides = new Map<number, Side>();
  return (message) => {
    switch (message.type) {
      case 'attach':
        sides.set(message.id, { canvas: message.canvas, ctx: null, painting: null, size: null, palette: null });
        return;
      case 'detach':
        sides.delete(message.id);
        return;
      case 'paint': {
        const side = sides.get(message.id);
        if (!side) return;
        if (message.painting) side.painting = message.painting;
        if (message.size) side.size = message.size;
        if (message.palette) side.palette = message.palette;
        const { size, palette, canvas, painting } = side;
        // Not laid out yet (a phone's hidden tab), no palette read or nothing to show yet: nothing to draw.
        if (!size || !palette || !painting || size.width === 0 || size.height === 0) return;
        const width = Math.round(size.width * size.ratio);
        const height = Math.round(size.height * size.ratio);
        if (canvas.width !== width) canvas.width = width;
        if (canvas.height !== height) canvas.height = height;
        side.ctx ??= canvas.getContext('2d');
        if (side.ctx) drawPainting(side.ctx, painting, size, palette);
        return;
      }
    }
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Whether a worker's message is one of the painter's (the page is its only sender; a check, not trust). */
export function isBookPaintMessage(value: unknown): value is BookPaintMessage {
  if (!isRecord(value) || typeof value.id !== 'number') return false;
  if (value.type === 'attach') return typeof OffscreenCanvas === 'function' && value.canvas instanceof OffscreenCanvas;
  return value.type === 'paint' || value.type === 'detach';
}
