/**
 * One side of the order book (OrderBook.tsx): BOOK_ROWS slots, empty placeholders padding a thin
 * side, a button per level, and the canvas above them that draws the levels' figures and depth
 * bars (./bookCanvas). The canvas is drawn in the commit that brings a book, again when its box
 * changes size, and when the theme, the rise colour or the direction changes: by the live panels'
 * worker where the browser has OffscreenCanvas (./paintedCanvas, ./bookPaintClient: the commit
 * only posts the levels, and the size and palette when they change), on the main thread elsewhere.
 */
import { memo, useMemo } from 'react';
import { zeroRun } from '../../../../i18n/format';
import { PlaceholderRows } from '../PlaceholderRows';
import type { Painting, PaintLevel } from './bookCanvas';
import { usePaintedCanvas } from './paintedCanvas';

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

export const BookSide = memo(function BookSide({ kind, levels, picked, onPick }: { kind: 'ask' | 'bid'; levels: readonly SideLevel[]; picked: string | undefined; onPick: RowProps['onPick'] }) {
  const painting = useMemo<Painting>(() => ({ drawing: 'book', levels }), [levels]);
  const { canvasRef, canvasKey } = usePaintedCanvas(painting);

  const padding = BOOK_ROWS - levels.length;
  return (
    <div className="trade-book__side" data-testid={kind === 'ask' ? 'book-asks' : 'book-bids'}>
      {kind === 'ask' && <PlaceholderRows count={padding} />}
      {levels.map((level) => (
        <LevelRow key={level.slot} level={level} picked={picked === level.pick} onPick={onPick} />
      ))}
      {kind === 'bid' && <PlaceholderRows from={levels.length} count={padding} />}
      <canvas key={canvasKey} ref={canvasRef} className="trade-book__paint" aria-hidden="true" />
    </div>
  );
});
