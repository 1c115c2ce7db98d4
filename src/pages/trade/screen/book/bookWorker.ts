/**
 * The order book's drawing thread (./bookPainter.ts): started by ./bookPaintClient.ts through
 * the app's script-URL policy, it draws each side's transferred canvas off the main thread.
 */
import { createBookPainter, isBookPaintMessage } from './bookPainter';

const paint = createBookPainter();

addEventListener('message', (event: MessageEvent<unknown>) => {
  if (isBookPaintMessage(event.data)) paint(event.data);
});
