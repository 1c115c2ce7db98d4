/**
 * One side of the order book (OrderBook.tsx): BOOK_ROWS slots, empty placeholders padding a thin
 * side, a button per level, and the canvas above them that draws the levels' figures and depth
 * bars (./bookCanvas). The canvas is drawn in the commit that brings a book, again when its box
 * changes size, and when the theme, the rise colour or the direction changes: by the book's
 * worker where the browser has OffscreenCanvas (./bookPaintClient: the commit only posts the
 * levels, and the size and palette when they change), on the main thread elsewhere.
 */
import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { zeroRun } from '../../../../i18n/format';
import { PlaceholderRows } from '../PlaceholderRows';
import { drawBookSide, readPalette, type BookPalette, type PaintLevel } from './bookCanvas';
import { offscreenPainter, type OffscreenPainter } from './bookPaintClient';
import type { PaintSize, PaintUpdate } from './bookPainter';

export const BOOK_ROWS = 10;

/** A level as the side renders it: its canvas figures, and the price the form takes (pickText). */
export interface SideLevel extends PaintLevel {
  pick: string;
}

interface RowProps {
  level: SideLevel;
  picked: boolean;
  onPick: (price: string, kind: 'ask' | 'bid') => void;
}

/**
 * A level: a button under the canvas. Its accessible name is its price, amount and total; a
 * price with a long zero run keeps its full digits in the name and the tooltip, and its count in
 * `data-zero-run` (SPEC section 5), as <Num> does.
 */
const LevelRow = memo(
  function LevelRow({ level, picked, onPick }: RowProps) {
    const run = zeroRun(level.price)?.zeros;
    return (
      <button
        type="button"
        className={`trade-book__row trade-book__row--${level.kind} trade-book__level`}
        data-price={level.pick}
        aria-pressed={picked}
        aria-label={`${level.price} ${level.amount} ${level.total}`}
        title={run ? level.price : undefined}
        data-zero-run={run}
        onClick={() => onPick(level.pick, level.kind)}
      />
    );
  },
  (a, b) => a.picked === b.picked && a.onPick === b.onPick && a.level.pick === b.level.pick && a.level.price === b.level.price && a.level.amount === b.level.amount && a.level.total === b.level.total,
);

/** Theme, rise colour and direction live on <html> and <body>: a change there re-reads the palette. */
function onPaletteChange(callback: () => void): () => void {
  const observer = new MutationObserver(callback);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'dir', 'lang', 'class', 'style'] });
  observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

interface SideState {
  levels: readonly SideLevel[];
  palette: BookPalette | null;
  size: { width: number; height: number };
  /** The worker's painter of this side's canvas; null: drawn here. */
  painter: OffscreenPainter | null;
  /** What the worker has of this side (what `paint` compares to, to post only changes). */
  posted: { levels: readonly SideLevel[] | null; size: PaintSize | null; palette: BookPalette | null };
}

const NOTHING_POSTED: SideState['posted'] = { levels: null, size: null, palette: null };

function paint(canvas: HTMLCanvasElement | null, state: SideState): void {
  const { size } = state;
  // Not laid out (a phone's hidden tab, a test's DOM): nothing to draw until the box has a size.
  if (!canvas || size.width === 0 || size.height === 0) return;
  const ratio = window.devicePixelRatio || 1;
  state.palette ??= readPalette(canvas, canvas.parentElement?.querySelector('.trade-book__row') ?? null);
  if (state.painter) {
    const { posted } = state;
    const update: PaintUpdate = {};
    if (posted.levels !== state.levels) update.levels = state.levels;
    if (posted.size?.width !== size.width || posted.size.height !== size.height || posted.size.ratio !== ratio) update.size = { ...size, ratio };
    if (posted.palette !== state.palette) update.palette = state.palette;
    if (!update.levels && !update.size && !update.palette) return;
    state.painter.paint(update);
    state.posted = { levels: state.levels, size: update.size ?? posted.size, palette: state.palette };
    return;
  }
  const width = Math.round(size.width * ratio);
  const height = Math.round(size.height * ratio);
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  drawBookSide(ctx, state.levels, { ...size, ratio }, state.palette);
}

export const BookSide = memo(function BookSide({ kind, levels, picked, onPick }: { kind: 'ask' | 'bid'; levels: readonly SideLevel[]; picked: string | undefined; onPick: RowProps['onPick'] }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const state = useRef<SideState>({ levels, palette: null, size: { width: 0, height: 0 }, painter: null, posted: NOTHING_POSTED });
  // A new canvas after the worker failed (the old one was the worker's): this one is drawn here.
  const [canvasKey, setCanvasKey] = useState(0);

  // The canvas goes to the book's worker where it can (before the first book is drawn below).
  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    const side = state.current;
    if (!canvas) return;
    const painter = offscreenPainter(canvas, () => {
      side.painter = null;
      setCanvasKey((key) => key + 1);
    });
    if (painter !== side.painter) side.posted = NOTHING_POSTED;
    side.painter = painter;
    canvas.dataset.paint = painter ? 'worker' : 'main';
    return () => {
      painter?.release();
      side.painter = null;
    };
  }, [canvasKey]);

  // Every book the side renders is drawn (or posted to the worker) in the same commit.
  useLayoutEffect(() => {
    state.current.levels = levels;
    paint(canvasRef.current, state.current);
  }, [levels]);

  useEffect(() => {
    const canvas = canvasRef.current;
    const side = state.current;
    if (!canvas || typeof ResizeObserver === 'undefined') return;
    const resize = new ResizeObserver(([entry]) => {
      if (!entry) return;
      side.size = { width: entry.contentRect.width, height: entry.contentRect.height };
      paint(canvas, side);
    });
    resize.observe(canvas);
    const stop = onPaletteChange(() => {
      side.palette = null;
      paint(canvas, side);
    });
    return () => {
      resize.disconnect();
      stop();
    };
  }, [canvasKey]);

  const padding = BOOK_ROWS - levels.length;
  return (
    <div className="trade-book__side" data-testid={kind === 'ask' ? 'book-asks' : 'book-bids'}>
      {kind === 'ask' && <PlaceholderRows count={padding} />}
      {levels.map((level) => (
        <LevelRow key={level.slot} level={level} picked={picked === level.pick} onPick={onPick} />
      ))}
      {kind === 'bid' && <PlaceholderRows count={padding} />}
      <canvas key={canvasKey} ref={canvasRef} className="trade-book__paint" aria-hidden="true" />
    </div>
  );
});
