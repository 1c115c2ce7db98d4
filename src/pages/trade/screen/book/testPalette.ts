/** The palette the book's canvas tests draw with (bookCanvas.test.ts, bookPainter.test.ts). */
import type { BookPalette } from './bookCanvas';

export const testPalette: BookPalette = {
  font: '400 12px sans-serif',
  zeroFont: '400 8.64px sans-serif',
  zeroDrop: 3,
  text: '#111',
  faint: '#888',
  ask: '#d33',
  bid: '#3a3',
  askTint: '#f00',
  bidTint: '#0f0',
  tintAlpha: 0.08,
  padding: 14,
  gap: 4,
  rowHeight: 22,
  rtl: false,
};
