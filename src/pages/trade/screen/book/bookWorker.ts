/**
 * The order book's drawing thread (./bookPainter.ts): started by ./bookPaintClient.ts through
 * the app's script-URL policy, it draws each side's transferred canvas off the main thread.
 */
import { createBookPainter, isBookPaintMessage } from './bookPainter';

// Drawn in the worker's animation frame where it has one (Chromium, Firefox): see createBookPainter.
const paint = createBookPainter(typeof requestAnimationFrame === 'function' ? (draw) => void requestAnimationFrame(draw) : undefined);

addEventListener('message', (event: MessageEvent<unknown>) => {
  if (isBookPaintMessage(event.data)) paint(event.data);
});
