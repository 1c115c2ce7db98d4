/**
 * The main thread's half of the book's painter (./bookPainter.ts): one worker for every side on
 * the page, started with the first side through the app's script-URL policy (Trusted Types,
 * src/lib/trustedScriptUrl.ts; the CSP's `worker-src 'self'`). A side hands its canvas over
 * once (`transferControlToOffscreen`) and then posts only what changed; the worker stops ten
 * seconds after the last side let go of it (the page left), and the next side starts another. Where there is no
 * OffscreenCanvas or Worker (jsdom, older browsers), or the worker fails to start, the side draws
 * on the main thread as before (BookSide.tsx): `offscreenPainter` returns null, or calls `onFail`
 * and the side mounts a fresh canvas it draws itself.
 */
import { startWorker } from '../../../../lib/trustedScriptUrl';
import type { BookPaintMessage, PaintUpdate } from './bookPainter';
import workerUrl from './bookWorker?worker&url';

export interface OffscreenPainter {
  /** Posts a side's update (only the parts given). */
  paint(update: PaintUpdate): void;
  /** The side unmounted: the worker forgets its canvas. */
  release(): void;
}

/** Whether this browser can draw a canvas from a worker. */
export function canPaintOffscreen(): boolean {
  return typeof Worker === 'function' && typeof OffscreenCanvas === 'function' && typeof HTMLCanvasElement === 'function' && 'transferControlToOffscreen' in HTMLCanvasElement.prototype;
}

/** undefined: not started (or stopped, idle); null: failed (or refused), every side draws on the main thread. */
let worker: Worker | null | undefined;
const onFailures = new Set<() => void>();
let nextId = 1;
/** Canvases the worker draws now; at none, the worker stops after IDLE_MS (the trading page left). */
let drawing = 0;
let idle: ReturnType<typeof setTimeout> | undefined;
/** Long enough for a page's own remounts and a quick way back; short enough to free a page left. */
export const IDLE_MS = 10_000;

function stopWhenIdle(): void {
  clearTimeout(idle);
  idle = setTimeout(() => {
    if (drawing > 0 || !worker) return;
    worker.terminate();
    worker = undefined;
  }, IDLE_MS);
}

function fail(): void {
  worker?.terminate();
  worker = null;
  for (const onFail of [...onFailures]) onFail();
  onFailures.clear();
}

function bookWorker(): Worker | null {
  if (worker !== undefined) return worker;
  worker = startWorker(workerUrl);
  // A script that does not load (or throws) fails every side over to the main thread.
  worker?.addEventListener('error', fail);
  return worker;
}

interface Attached {
  painter: OffscreenPainter;
  onFail: () => void;
  /** A release waiting for the end of the task: React's StrictMode unmounts and mounts an effect again with the same canvas, which can be transferred only once. */
  releasing: ReturnType<typeof setTimeout> | undefined;
}
const attached = new WeakMap<HTMLCanvasElement, Attached>();

/**
 * The side's painter in the worker, `canvas` transferred to it; null where the side must draw
 * itself (no OffscreenCanvas, the worker refused or failed before). `onFail` runs if the worker
 * fails later: the canvas is the worker's by then, so the side mounts another.
 */
export function offscreenPainter(canvas: HTMLCanvasElement, onFail: () => void): OffscreenPainter | null {
  const known = attached.get(canvas);
  if (known) {
    clearTimeout(known.releasing);
    known.releasing = undefined;
    known.onFail = onFail;
    onFailures.add(onFail);
    return known.painter;
  }
  if (!canPaintOffscreen()) return null;
  clearTimeout(idle);
  const thread = bookWorker();
  if (!thread) return null;
  let offscreen: OffscreenCanvas;
  try {
    offscreen = canvas.transferControlToOffscreen();
  } catch {
    // Drawn on already (a context was taken): this canvas stays the main thread's.
    return null;
  }
  const id = nextId++;
  const post = (message: BookPaintMessage, transfer: Transferable[] = []) => {
    if (worker === thread) thread.postMessage(message, transfer);
  };
  post({ type: 'attach', id, canvas: offscreen }, [offscreen]);
  drawing += 1;
  const entry: Attached = {
    onFail,
    releasing: undefined,
    painter: {
      paint: (update) => post({ type: 'paint', id, ...update }),
      release: () => {
        onFailures.delete(entry.onFail);
        clearTimeout(entry.releasing);
        entry.releasing = setTimeout(() => {
          attached.delete(canvas);
          post({ type: 'detach', id });
          drawing -= 1;
          if (drawing === 0) stopWhenIdle();
        });
      },
    },
  };
  attached.set(canvas, entry);
  onFailures.add(onFail);
  return entry.painter;
}
