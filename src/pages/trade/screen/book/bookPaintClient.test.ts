/** @vitest-environment jsdom */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A Worker stand-in: what the page posts to it, and its 'error' event. */
class FakeWorker extends EventTarget {
  static started: FakeWorker[] = [];
  posted: { message: unknown; transfer: unknown[] }[] = [];
  terminated = false;
  constructor(readonly url: unknown) {
    super();
    FakeWorker.started.push(this);
  }
  postMessage(message: unknown, transfer: unknown[] = []) {
    this.posted.push({ message, transfer });
  }
  terminate() {
    this.terminated = true;
  }
}
class FakeOffscreenCanvas {}

/** A browser with OffscreenCanvas and Worker (jsdom has neither); the client module fresh for each test (its worker is module state). */
async function withOffscreen() {
  FakeWorker.started = [];
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
  Reflect.set(HTMLCanvasElement.prototype, 'transferControlToOffscreen', function transfer(this: HTMLCanvasElement) {
    if (this.dataset.transferred) throw new DOMException('Cannot transfer control twice', 'InvalidStateError');
    this.dataset.transferred = 'yes';
    return new FakeOffscreenCanvas();
  });
  vi.resetModules();
  return import('./bookPaintClient');
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen');
  vi.useRealTimers();
});

describe("the book's painter, the page's half", () => {
  it('draws on the main thread where there is no OffscreenCanvas (jsdom)', async () => {
    vi.resetModules();
    const { canPaintOffscreen, offscreenPainter } = await import('./bookPaintClient');
    expect(canPaintOffscreen()).toBe(false);
    expect(offscreenPainter(document.createElement('canvas'), () => {})).toBeNull();
  });

  it('hands each canvas to one worker once, then posts only updates; a release detaches it after the task (StrictMode mounts it again before that)', async () => {
    vi.useFakeTimers();
    const { offscreenPainter } = await withOffscreen();
    const asks = document.createElement('canvas');
    const bids = document.createElement('canvas');
    const askPainter = offscreenPainter(asks, () => {});
    const bidPainter = offscreenPainter(bids, () => {});
    expect(askPainter).not.toBeNull();
    expect(FakeWorker.started).toHaveLength(1);
    const [worker] = FakeWorker.started;
    expect(worker!.posted.map(({ message, transfer }) => [message, transfer.length])).toEqual([
      [{ type: 'attach', id: 1, canvas: expect.any(FakeOffscreenCanvas) }, 1],
      [{ type: 'attach', id: 2, canvas: expect.any(FakeOffscreenCanvas) }, 1],
    ]);
    bidPainter!.paint({ painting: { drawing: 'book', levels: [] } });
    expect(worker!.posted.at(-1)!.message).toEqual({ type: 'paint', id: 2, painting: { drawing: 'book', levels: [] } });

    // Released and asked for again in the same task: the same painter, nothing transferred twice.
    askPainter!.release();
    expect(offscreenPainter(asks, () => {})).toBe(askPainter);
    vi.runAllTimers();
    expect(worker!.posted.some(({ message }) => JSON.stringify(message).includes('detach'))).toBe(false);
    // Released for good: the worker forgets it.
    askPainter!.release();
    vi.runAllTimers();
    expect(worker!.posted.at(-1)!.message).toEqual({ type: 'detach', id: 1 });
  });

  it('stops the worker once nothing has been drawn by it for a while (the trading page left), and starts another for the next canvas', async () => {
    vi.useFakeTimers();
    const { offscreenPainter, IDLE_MS } = await withOffscreen();
    const first = offscreenPainter(document.createElement('canvas'), () => {})!;
    const [worker] = FakeWorker.started;
    first.release();
    vi.advanceTimersByTime(IDLE_MS - 1);
    expect(worker!.terminated).toBe(false);
    // A canvas within the idle time keeps the worker (a quick way back to the page).
    const second = offscreenPainter(document.createElement('canvas'), () => {})!;
    vi.advanceTimersByTime(IDLE_MS * 2);
    expect(worker!.terminated).toBe(false);
    expect(FakeWorker.started).toHaveLength(1);
    second.release();
    vi.advanceTimersByTime(IDLE_MS);
    expect(worker!.terminated).toBe(true);
    // The next canvas gets a new worker: a stopped one is not a failed one.
    expect(offscreenPainter(document.createElement('canvas'), () => {})).not.toBeNull();
    expect(FakeWorker.started).toHaveLength(2);
  });

  it('fails every side over to the main thread when the worker fails', async () => {
    const { offscreenPainter } = await withOffscreen();
    const onFail = vi.fn();
    const painter = offscreenPainter(document.createElement('canvas'), onFail);
    const [worker] = FakeWorker.started;
    worker!.dispatchEvent(new Event('error'));
    expect(onFail).toHaveBeenCalledOnce();
    expect(worker!.terminated).toBe(true);
    // Nothing more goes to the dead worker, and a new canvas is drawn on the main thread.
    const before = worker!.posted.length;
    painter!.paint({ painting: { drawing: 'book', levels: [] } });
    expect(worker!.posted).toHaveLength(before);
    expect(offscreenPainter(document.createElement('canvas'), () => {})).toBeNull();
    expect(FakeWorker.started).toHaveLength(1);
  });
});
