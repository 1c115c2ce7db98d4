/**
 * The order book's figures, painted on a canvas (OrderBook.tsx): twenty levels whose amounts
 * change five times a second cost the browser a style pass, a layout and a repaint of every row
 * as DOM text (about 12 points of the desk's busy share in bench/trade.mjs); drawn here they cost
 * one canvas drawing a side. The levels stay buttons under the canvas (their accessible names,
 * `data-price`, hover, focus and the picked level's mark are theirs); the canvas, above them and
 * transparent to the pointer, draws each level's depth bar and its three figures at the places
 * the row's grid gives them (trade.css: three equal columns, the price at the start, amounts at
 * the end). dYdX v4's web front end draws its book on a canvas for the same reason.
 */
import { zeroRun } from '../../../../i18n/zeroRun';

/** One level as the canvas draws it: the row's slot (0 = top of its side), its texts and depth (a drawing is of one side: one kind). */
export interface PaintLevel {
  slot: number;
  kind: 'ask' | 'bid';
  price: string;
  amount: string;
  total: string;
  /** 0 to 1 of the row's width, from the inline end. */
  depth: number;
}

/** What the page's CSS says, read once per theme (readPalette). */
export interface BookPalette {
  /** The canvas font for figures (`600 12px system-ui`) and the zero count's (0.72 em). */
  font: string;
  zeroFont: string;
  /** The zero count's drop below the baseline (0.25 em, as .num__zeros). */
  zeroDrop: number;
  text: string;
  /** Muted figures (the trades' times: --text-muted, as .ui-faint). */
  faint: string;
  ask: string;
  bid: string;
  askTint: string;
  bidTint: string;
  /** The depth bars' opacity (8 %, as the DOM bars' colour-mix was). */
  tintAlpha: number;
  /** Row grid: inline padding and column gap (px), row height. */
  padding: number;
  gap: number;
  rowHeight: number;
  rtl: boolean;
}

export interface Column {
  /** Where the text is anchored (px from the left) and from which side it grows. */
  x: number;
  align: 'left' | 'right';
}

/** The row grid of trade.css (`grid-template-columns: 1fr 1fr 1fr`, padding, gap) for a width. */
export function bookColumns(width: number, palette: Pick<BookPalette, 'padding' | 'gap' | 'rtl'>): [price: Column, amount: Column, total: Column] {
  const { padding, gap, rtl } = palette;
  const column = (width - 2 * padding - 2 * gap) / 3;
  // Column i's start and end, counted from the inline start.
  const start = (i: number) => padding + i * (column + gap);
  const end = (i: number) => start(i) + column;
  const place = (offset: number, fromStart: boolean): Column => (rtl ? { x: width - offset, align: fromStart ? 'right' : 'left' } : { x: offset, align: fromStart ? 'left' : 'right' });
  return [place(start(0), true), place(end(1), false), place(end(2), false)];
}

/** The drawing calls this module makes: a CanvasRenderingContext2D, or a recorder in tests. */
export type BookContext = Pick<CanvasRenderingContext2D, 'setTransform' | 'clearRect' | 'fillRect' | 'fillText' | 'measureText'> & {
  font: string;
  fillStyle: string | CanvasGradient | CanvasPattern;
  globalAlpha: number;
  textAlign: CanvasTextAlign;
  textBaseline: CanvasTextBaseline;
};

/** A price with a long zero run as the DOM's <Num> shows it: "0.0", the count lowered and smaller, the rest. */
function drawPrice(ctx: BookContext, text: string, column: Column, y: number, palette: BookPalette): void {
  const run = zeroRun(text);
  if (!run) {
    ctx.fillText(text, column.x, y);
    return;
  }
  const head = `${run.head}0`;
  const count = String(run.zeros);
  const headWidth = ctx.measureText(head).width;
  const tailWidth = ctx.measureText(run.tail).width;
  ctx.font = palette.zeroFont;
  const countWidth = ctx.measureText(count).width;
  const width = headWidth + countWidth + tailWidth;
  let x = column.align === 'left' ? column.x : column.x - width;
  ctx.textAlign = 'left';
  ctx.fillText(count, x + headWidth, y + palette.zeroDrop);
  ctx.font = palette.font;
  ctx.fillText(head, x, y);
  x += headWidth + countWidth;
  ctx.fillText(run.tail, x, y);
  ctx.textAlign = column.align;
}

/**
 * Sets the figures' font and returns their baseline in a row: where the row's line box (the font's
 * ascent and descent) centred in it puts it.
 */
function textBaseline(ctx: BookContext, palette: BookPalette): number {
  ctx.font = palette.font;
  ctx.textBaseline = 'alphabetic';
  const metrics = ctx.measureText('0');
  const ascent = metrics.fontBoundingBoxAscent;
  return (palette.rowHeight - ascent - metrics.fontBoundingBoxDescent) / 2 + ascent;
}

/**
 * One side of the book: `levels` at their slots on a `width` x `height` (CSS px) canvas of
 * `ratio` device pixels per CSS pixel. Everything else stays transparent (the buttons' hover and
 * picked colours show through).
 */
export function drawBookSide(ctx: BookContext, levels: readonly PaintLevel[], size: { width: number; height: number; ratio: number }, palette: BookPalette): void {
  const { width, height, ratio } = size;
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.clearRect(0, 0, width, height);
  const columns = bookColumns(width, palette);
  const rowHeight = palette.rowHeight;
  // The depth bars first (from the inline end), then the figures over them, a column at a time:
  // the canvas' state (colour, alignment) changes a few times a drawing, not three times a level
  // (each new colour string is parsed again).
  if (levels.length === 0) return;
  const kind = levels[0]!.kind;
  ctx.globalAlpha = palette.tintAlpha;
  ctx.fillStyle = kind === 'ask' ? palette.askTint : palette.bidTint;
  for (const level of levels) {
    const bar = Math.max(0, Math.min(1, level.depth)) * width;
    if (bar > 0) ctx.fillRect(palette.rtl ? 0 : width - bar, level.slot * rowHeight, bar, rowHeight);
  }
  ctx.globalAlpha = 1;
  const baseline = textBaseline(ctx, palette);
  const y = (level: PaintLevel) => level.slot * rowHeight + baseline;
  ctx.fillStyle = kind === 'ask' ? palette.ask : palette.bid;
  ctx.textAlign = columns[0].align;
  for (const level of levels) drawPrice(ctx, level.price, columns[0], y(level), palette);
  ctx.fillStyle = palette.text;
  ctx.textAlign = columns[1].align;
  for (const level of levels) ctx.fillText(level.amount, columns[1].x, y(level));
  ctx.textAlign = columns[2].align;
  for (const level of levels) ctx.fillText(level.total, columns[2].x, y(level));
}

const px = (value: string, fallback: number) => {
  const n = Number.parseFloat(value);
  return Number.isFinite(n) ? n : fallback;
};

/**
 * The palette from the page's computed style at `element` (inside the book): its font and text
 * colour, the theme's rise and fall colours (`--up-text`, `--down-text`; the bars `--up`, `--down`),
 * the row grid's padding and gap and `--book-row`. In forced colours the figures take the text's
 * system colour.
 */
export function readPalette(element: Element, row: Element | null): BookPalette {
  const style = getComputedStyle(element);
  const rowStyle = row ? getComputedStyle(row) : null;
  const size = px(style.fontSize, 12);
  const family = style.fontFamily;
  const weight = style.fontWeight;
  const forced = typeof matchMedia === 'function' && matchMedia('(forced-colors: active)').matches;
  const token = (name: string) => style.getPropertyValue(name).trim() || style.color;
  const text = style.color;
  return {
    font: `${weight} ${size}px ${family}`,
    zeroFont: `${weight} ${size * 0.72}px ${family}`,
    zeroDrop: size * 0.25,
    text,
    faint: forced ? text : token('--text-muted'),
    ask: forced ? text : token('--down-text'),
    bid: forced ? text : token('--up-text'),
    askTint: forced ? text : token('--down'),
    bidTint: forced ? text : token('--up'),
    tintAlpha: forced ? 0.2 : 0.08,
    padding: rowStyle ? px(rowStyle.paddingInlineStart, 14) : 14,
    gap: rowStyle ? px(rowStyle.columnGap, 4) : 4,
    rowHeight: px(style.getPropertyValue('--book-row'), 22),
    rtl: style.direction === 'rtl',
  };
}

/** A trade as the recent trades' canvas draws it (RecentTrades.tsx): its row (0 = newest) and texts. */
export interface PaintTrade {
  slot: number;
  side: 'buy' | 'sell';
  price: string;
  amount: string;
  time: string;
}

/**
 * The recent trades' rows on their canvas, as the book's (drawBookSide): the price in the side's
 * colour (a buy rises), the amount in the text's, the time muted (`palette.faint`), a column at a
 * time, on the same row grid.
 */
export function drawTradeTape(ctx: BookContext, trades: readonly PaintTrade[], size: { width: number; height: number; ratio: number }, palette: BookPalette): void {
  const { width, height, ratio } = size;
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.clearRect(0, 0, width, height);
  if (trades.length === 0) return;
  const columns = bookColumns(width, palette);
  const rowHeight = palette.rowHeight;
  const baseline = textBaseline(ctx, palette);
  const y = (trade: PaintTrade) => trade.slot * rowHeight + baseline;
  ctx.textAlign = columns[0].align;
  for (const side of ['buy', 'sell'] as const) {
    ctx.fillStyle = side === 'buy' ? palette.bid : palette.ask;
    for (const trade of trades) if (trade.side === side) drawPrice(ctx, trade.price, columns[0], y(trade), palette);
  }
  ctx.fillStyle = palette.text;
  ctx.textAlign = columns[1].align;
  for (const trade of trades) ctx.fillText(trade.amount, columns[1].x, y(trade));
  ctx.fillStyle = palette.faint;
  ctx.textAlign = columns[2].align;
  for (const trade of trades) ctx.fillText(trade.time, columns[2].x, y(trade));
}

/** What a live panel's canvas shows: a side of the book, or the recent trades. */
export type Painting = { drawing: 'book'; levels: readonly PaintLevel[] } | { drawing: 'tape'; trades: readonly PaintTrade[] };

/** Draws `painting` with the function for its kind (on the main thread or in the painter's worker). */
export function drawPainting(ctx: BookContext, painting: Painting, size: { width: number; height: number; ratio: number }, palette: BookPalette): void {
  if (painting.drawing === 'book') drawBookSide(ctx, painting.levels, size, palette);
  else drawTradeTape(ctx, painting.trades, size, palette);
}
