import { describe, expect, it } from 'vitest';
import { testPalette } from './testPalette';
import { bookColumns, drawBookSide, drawTradeTape, type BookContext, type PaintLevel } from './bookCanvas';

const palette = testPalette;

interface Call {
  op: string;
  args: unknown[];
  fillStyle: unknown;
  font: string;
  textAlign: string;
  globalAlpha: number;
}

/** A context that records what is drawn, with the state each call drew with; every glyph 6 px wide. */
function recorder(): BookContext & { calls: Call[] } {
  const calls: Call[] = [];
  const ctx = {
    calls,
    font: '',
    fillStyle: '' as BookContext['fillStyle'],
    globalAlpha: 1,
    textAlign: 'start' as CanvasTextAlign,
    textBaseline: 'alphabetic' as CanvasTextBaseline,
    record(op: string, args: unknown[]) {
      calls.push({ op, args, fillStyle: ctx.fillStyle, font: ctx.font, textAlign: ctx.textAlign, globalAlpha: ctx.globalAlpha });
    },
    setTransform: (...args: unknown[]) => ctx.record('setTransform', args),
    clearRect: (...args: unknown[]) => ctx.record('clearRect', args),
    fillRect: (...args: unknown[]) => ctx.record('fillRect', args),
    fillText: (...args: unknown[]) => ctx.record('fillText', args),
    measureText: (text: string) => ({ width: text.length * (ctx.font === palette.zeroFont ? 4 : 6), fontBoundingBoxAscent: 11, fontBoundingBoxDescent: 3 }) as TextMetrics,
  };
  return ctx as unknown as BookContext & { calls: Call[] };
}

const level = (slot: number, kind: 'ask' | 'bid', price: string, depth = 0.5): PaintLevel => ({ slot, kind, price, amount: '1.2000', total: '3.4000', depth });

describe('the book canvas', () => {
  it('places the three columns where the row grid puts them, mirrored right to left', () => {
    // 300 px: (300 - 28 - 8) / 3 = 88 px a column.
    expect(bookColumns(300, palette)).toEqual([
      { x: 14, align: 'left' },
      { x: 14 + 88 + 4 + 88, align: 'right' },
      { x: 286, align: 'right' },
    ]);
    expect(bookColumns(300, { ...palette, rtl: true })).toEqual([
      { x: 286, align: 'right' },
      { x: 300 - 194, align: 'left' },
      { x: 14, align: 'left' },
    ]);
  });

  it('draws each level at its slot: its depth bar from the inline end, its price in its side colour, amounts in the text colour', () => {
    const ctx = recorder();
    drawBookSide(ctx, [level(0, 'ask', '89,563.6', 0.25), level(9, 'ask', '89,557.3', 1)], { width: 300, height: 220, ratio: 2 }, palette);
    expect(ctx.calls[0]).toMatchObject({ op: 'setTransform', args: [2, 0, 0, 2, 0, 0] });
    expect(ctx.calls[1]).toMatchObject({ op: 'clearRect', args: [0, 0, 300, 220] });
    const bars = ctx.calls.filter((c) => c.op === 'fillRect');
    expect(bars).toEqual([
      expect.objectContaining({ args: [225, 0, 75, 22], fillStyle: '#f00', globalAlpha: 0.08 }),
      expect.objectContaining({ args: [0, 198, 300, 22], fillStyle: '#f00', globalAlpha: 0.08 }),
    ]);
    const texts = ctx.calls.filter((c) => c.op === 'fillText');
    // A column at a time. The baseline of a 22 px row whose line box (ascent 11, descent 3) is centred: 4 + 11.
    expect(texts.map((c) => [c.args[0], c.args[1], c.args[2], c.fillStyle, c.textAlign, c.globalAlpha])).toEqual([
      ['89,563.6', 14, 15, '#d33', 'left', 1],
      ['89,557.3', 14, 9 * 22 + 15, '#d33', 'left', 1],
      ['1.2000', 194, 15, '#111', 'right', 1],
      ['1.2000', 194, 9 * 22 + 15, '#111', 'right', 1],
      ['3.4000', 286, 15, '#111', 'right', 1],
      ['3.4000', 286, 9 * 22 + 15, '#111', 'right', 1],
    ]);
  });

  it('draws bids in their colour and bars from the left in right-to-left pages', () => {
    const ctx = recorder();
    drawBookSide(ctx, [level(2, 'bid', '1.5', 0.5)], { width: 300, height: 220, ratio: 1 }, { ...palette, rtl: true });
    expect(ctx.calls.find((c) => c.op === 'fillRect')).toMatchObject({ args: [0, 44, 150, 22], fillStyle: '#0f0' });
    expect(ctx.calls.find((c) => c.op === 'fillText')).toMatchObject({ args: ['1.5', 286, 44 + 15], fillStyle: '#3a3', textAlign: 'right' });
  });

  it('draws a long zero run as a lowered, smaller count between "0.0" and the rest (SPEC section 5)', () => {
    const ctx = recorder();
    drawBookSide(ctx, [level(0, 'ask', '0.000000008712')], { width: 300, height: 220, ratio: 1 }, palette);
    const texts = ctx.calls.filter((c) => c.op === 'fillText');
    // head "0.0" (3 glyphs, 18 px), count "8" (4 px), tail "8712"; the amounts after it keep their alignment.
    expect(texts.map((c) => [c.args[0], c.args[1], c.args[2], c.font, c.textAlign])).toEqual([
      ['8', 14 + 18, 15 + 3, palette.zeroFont, 'left'],
      ['0.0', 14, 15, palette.font, 'left'],
      ['8712', 14 + 18 + 4, 15, palette.font, 'left'],
      ['1.2000', 194, 15, palette.font, 'right'],
      ['3.4000', 286, 15, palette.font, 'right'],
    ]);
  });

  it('draws no bar for an empty depth and clamps one over the side', () => {
    const ctx = recorder();
    drawBookSide(ctx, [level(0, 'bid', '1', 0), level(1, 'bid', '1', 3)], { width: 100, height: 44, ratio: 1 }, palette);
    expect(ctx.calls.filter((c) => c.op === 'fillRect').map((c) => c.args)).toEqual([[0, 22, 100, 22]]);
  });
});

describe('the recent trades canvas', () => {
  it('draws each trade at its row: the price in its side colour (a buy rises), the amount in the text colour, the time muted', () => {
    const ctx = recorder();
    const trades = [
      { slot: 0, side: 'sell' as const, price: '89,563.6', amount: '0.5000', time: '9:00:02' },
      { slot: 1, side: 'buy' as const, price: '89,564.1', amount: '1.2500', time: '9:00:01' },
    ];
    drawTradeTape(ctx, trades, { width: 300, height: 528, ratio: 1 }, palette);
    expect(ctx.calls[1]).toMatchObject({ op: 'clearRect', args: [0, 0, 300, 528] });
    const texts = ctx.calls.filter((c) => c.op === 'fillText');
    // A colour at a time: buys, sells, amounts, times; row 0 at baseline 15, row 1 one row (22 px) down.
    expect(texts.map((c) => [c.args[0], c.args[1], c.args[2], c.fillStyle, c.textAlign])).toEqual([
      ['89,564.1', 14, 37, '#3a3', 'left'],
      ['89,563.6', 14, 15, '#d33', 'left'],
      ['0.5000', 194, 15, '#111', 'right'],
      ['1.2500', 194, 37, '#111', 'right'],
      ['9:00:02', 286, 15, '#888', 'right'],
      ['9:00:01', 286, 37, '#888', 'right'],
    ]);
    // No depth bars on a tape.
    expect(ctx.calls.some((c) => c.op === 'fillRect')).toBe(false);
  });

  it('keeps a tiny price\'s zero run as a count, as the book does (SPEC section 5)', () => {
    const ctx = recorder();
    drawTradeTape(ctx, [{ slot: 0, side: 'buy', price: '0.000000008712', amount: '1', time: 't' }], { width: 300, height: 22, ratio: 1 }, palette);
    expect(ctx.calls.filter((c) => c.op === 'fillText').map((c) => c.args[0])).toEqual(['8', '0.0', '8712', '1', 't']);
  });
});
