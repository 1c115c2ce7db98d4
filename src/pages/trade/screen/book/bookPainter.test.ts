import { describe, expect, it } from 'vitest';
import { testPalette } from './testPalette';
import type { BookContext, PaintLevel } from './bookCanvas';
import { createBookPainter, isBookPaintMessage, type PaintSurface } from './bookPainter';

const palette = testPalette;

/** A stand-in for an OffscreenCanvas: its bitmap size, how often a context was asked for, and what was drawn since the last `take()`. */
function fakeCanvas() {
  const drawn: [op: string, ...args: unknown[]][] = [];
  const record = (op: string) => (...args: unknown[]) => void drawn.push([op, ...args]);
  const ctx: BookContext = {
    font: '',
    fillStyle: '',
    globalAlpha: 1,
    textAlign: 'start',
    textBaseline: 'alphabetic',
    setTransform: record('setTransform'),
    clearRect: record('clearRect'),
    fillRect: record('fillRect'),
    fillText: record('fillText'),
    // Every glyph 6 px wide; a 14 px line box.
    measureText: (text: string): TextMetrics => ({
      width: text.length * 6,
      fontBoundingBoxAscent: 11,
      fontBoundingBoxDescent: 3,
      actualBoundingBoxAscent: 0,
      actualBoundingBoxDescent: 0,
      actualBoundingBoxLeft: 0,
      actualBoundingBoxRight: 0,
      alphabeticBaseline: 0,
      emHeightAscent: 0,
      emHeightDescent: 0,
      hangingBaseline: 0,
      ideographicBaseline: 0,
    }),
  };
  let contexts = 0;
  const canvas: PaintSurface & { contexts: () => number; take: () => typeof drawn } = {
    width: 300,
    height: 150,
    getContext: () => {
      contexts++;
      return ctx;
    },
    contexts: () => contexts,
    take: () => drawn.splice(0),
  };
  return canvas;
}

const levels = (amount: string): PaintLevel[] => [
  { slot: 0, kind: 'bid', price: '100.00', amount, total: amount, depth: 0.5 },
  { slot: 1, kind: 'bid', price: '99.90', amount: '2.0000', total: '3.0000', depth: 1 },
];
const texts = (drawn: [string, ...unknown[]][]) => drawn.filter(([op]) => op === 'fillText').map(([, text]) => text);

describe("the book's painter in its worker", () => {
  it('draws a side once it has its size and palette, at the device pixels of its box, with the levels last posted', () => {
    const paint = createBookPainter();
    const canvas = fakeCanvas();
    paint({ type: 'attach', id: 1, canvas });
    // Levels before the side is laid out: kept, nothing drawn.
    paint({ type: 'paint', id: 1, painting: { drawing: 'book', levels: levels('1.0000') } });
    paint({ type: 'paint', id: 1, palette });
    expect(canvas.take()).toEqual([]);
    paint({ type: 'paint', id: 1, size: { width: 320, height: 220, ratio: 2 } });
    expect([canvas.width, canvas.height]).toEqual([640, 440]);
    const first = canvas.take();
    expect(first[0]).toEqual(['setTransform', 2, 0, 0, 2, 0, 0]);
    expect(first[1]).toEqual(['clearRect', 0, 0, 320, 220]);
    expect(texts(first)).toEqual(['100.00', '99.90', '1.0000', '2.0000', '1.0000', '3.0000']);

    // A book alone: drawn with the size and palette the side has; the context is taken once.
    paint({ type: 'paint', id: 1, painting: { drawing: 'book', levels: levels('4.0000') } });
    expect(texts(canvas.take())).toEqual(['100.00', '99.90', '4.0000', '2.0000', '4.0000', '3.0000']);
    expect(canvas.contexts()).toBe(1);

    // A new size (a zoom: the ratio) resizes the bitmap and draws the same book again.
    paint({ type: 'paint', id: 1, size: { width: 320, height: 220, ratio: 1 } });
    expect([canvas.width, canvas.height]).toEqual([320, 220]);
    expect(texts(canvas.take())).toContain('4.0000');
  });

  it('keeps the sides apart, draws nothing for an unknown or detached side, nor for a hidden (zero-size) one', () => {
    const paint = createBookPainter();
    const asks = fakeCanvas();
    const bids = fakeCanvas();
    paint({ type: 'attach', id: 1, canvas: asks });
    paint({ type: 'attach', id: 2, canvas: bids });
    paint({ type: 'paint', id: 2, painting: { drawing: 'book', levels: levels('1.0000') }, size: { width: 300, height: 220, ratio: 1 }, palette });
    expect(asks.take()).toEqual([]);
    expect(texts(bids.take())).toHaveLength(6);

    paint({ type: 'paint', id: 1, painting: { drawing: 'book', levels: levels('1.0000') }, size: { width: 0, height: 0, ratio: 1 }, palette });
    expect(asks.take()).toEqual([]);

    paint({ type: 'detach', id: 2 });
    paint({ type: 'paint', id: 2, painting: { drawing: 'book', levels: levels('5.0000') } });
    paint({ type: 'paint', id: 9, painting: { drawing: 'book', levels: levels('5.0000') } });
    expect(bids.take()).toEqual([]);
  });

  it('draws the recent trades posted to a canvas of its own (the tape), the newest on top', () => {
    const paint = createBookPainter();
    const tape = fakeCanvas();
    paint({ type: 'attach', id: 3, canvas: tape });
    const trades = [
      { slot: 0, side: 'buy' as const, price: '100.10', amount: '0.5000', time: '09:00:02' },
      { slot: 1, side: 'sell' as const, price: '100.00', amount: '1.0000', time: '09:00:01' },
    ];
    paint({ type: 'paint', id: 3, painting: { drawing: 'tape', trades }, size: { width: 300, height: 44, ratio: 1 }, palette });
    expect(texts(tape.take())).toEqual(['100.10', '100.00', '0.5000', '1.0000', '09:00:02', '09:00:01']);
  });

  it("takes only the painter's messages", () => {
    expect(isBookPaintMessage({ type: 'paint', id: 1, painting: { drawing: 'book', levels: [] } })).toBe(true);
    expect(isBookPaintMessage({ type: 'detach', id: 1 })).toBe(true);
    // No OffscreenCanvas here (Node): an attach without one is refused, as is anything else.
    expect(isBookPaintMessage({ type: 'attach', id: 1, canvas: {} })).toBe(false);
    for (const message of [null, 'paint', { type: 'paint' }, { type: 'draw', id: 1 }, { id: 1 }]) expect(isBookPaintMessage(message)).toBe(false);
  });
});
