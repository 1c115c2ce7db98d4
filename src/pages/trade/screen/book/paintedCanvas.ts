/**
 * A live panel's canvas (a side of the order book, the recent trades: ./bookCanvas drawPainting),
 * drawn by the painter's worker where the browser can (./bookPaintClient.ts) and on the main thread
 * where it cannot: the painting is drawn (or posted) in the commit that brings it, again when the
 * canvas' box changes size, and when the theme, the rise colour or the direction changes (the
 * palette is read again from the page's CSS). If the worker fails, the canvas (the worker's by
 * then) is replaced by a fresh one drawn here: render `<canvas key={canvasKey} ref={canvasRef}>`.
 */
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { onPaletteChange } from '../paletteChange';
import { drawPainting, readPalette, type BookPalette, type Painting } from './bookCanvas';
import { offscreenPainter, type OffscreenPainter } from './bookPaintClient';
import type { PaintSize, PaintUpdate } from './bookPainter';

interface CanvasState {
  painting: Painting;
  palette: BookPalette | null;
  size: { width: number; height: number };
  /** The worker's painter of this canvas; null: drawn here. */
  painter: OffscreenPainter | null;
  /** What the worker has of this canvas (what `paint` compares to, to post only changes). */
  posted: { painting: Painting | null; size: PaintSize | null; palette: BookPalette | null };
}

const NOTHING_POSTED: CanvasState['posted'] = { painting: null, size: null, palette: null };

function paint(canvas: HTMLCanvasElement | null, state: CanvasState): void {
  const { size } = state;
  // Not laid out (a phone's hidden tab, a test's DOM): nothing to draw until the box has a size.
  if (!canvas || size.width === 0 || size.height === 0) return;
  const ratio = window.devicePixelRatio || 1;
  state.palette ??= readPalette(canvas, canvas.parentElement?.querySelector('.trade-book__row') ?? null);
  if (state.painter) {
    const { posted } = state;
    const update: PaintUpdate = {};
    if (posted.painting !== state.painting) update.painting = state.painting;
    if (posted.size?.width !== size.width || posted.size.height !== size.height || posted.size.ratio !== ratio) update.size = { ...size, ratio };
    if (posted.palette !== state.palette) update.palette = state.palette;
    if (!update.painting && !update.size && !update.palette) return;
    state.painter.paint(update);
    state.posted = { painting: state.painting, size: update.size ?? posted.size, palette: state.palette };
    return;
  }
  const width = Math.round(size.width * ratio);
  const height = Math.round(size.height * ratio);
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  drawPainting(ctx, state.painting, { ...size, ratio }, state.palette);
}

/** The canvas for `painting` (a new object when its content changes): its ref and its key. */
export function usePaintedCanvas(painting: Painting): { canvasRef: RefObject<HTMLCanvasElement | null>; canvasKey: number } {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const state = useRef<CanvasState>({ painting, palette: null, size: { width: 0, height: 0 }, painter: null, posted: NOTHING_POSTED });
  // A new canvas after the worker failed (the old one was the worker's): this one is drawn here.
  const [canvasKey, setCanvasKey] = useState(0);

  // The canvas goes to the worker where it can (before the first painting is drawn below).
  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    const current = state.current;
    if (!canvas) return;
    const painter = offscreenPainter(canvas, () => {
      current.painter = null;
      setCanvasKey((key) => key + 1);
    });
    if (painter !== current.painter) current.posted = NOTHING_POSTED;
    current.painter = painter;
    canvas.dataset.paint = painter ? 'worker' : 'main';
    return () => {
      painter?.release();
      current.painter = null;
    };
  }, [canvasKey]);

  // Every painting the panel renders is drawn (or posted to the worker) in the same commit.
  useLayoutEffect(() => {
    state.current.painting = painting;
    paint(canvasRef.current, state.current);
  }, [painting]);

  useEffect(() => {
    const canvas = canvasRef.current;
    const current = state.current;
    if (!canvas || typeof ResizeObserver === 'undefined') return;
    const resize = new ResizeObserver(([entry]) => {
      if (!entry) return;
      current.size = { width: entry.contentRect.width, height: entry.contentRect.height };
      paint(canvas, current);
    });
    resize.observe(canvas);
    const stop = onPaletteChange(() => {
      current.palette = null;
      paint(canvas, current);
    });
    return () => {
      resize.disconnect();
      stop();
    };
  }, [canvasKey]);

  return { canvasRef, canvasKey };
}
