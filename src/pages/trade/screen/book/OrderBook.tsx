/**
 * The trading screen's order book, live from the market stream (./live): BOOK_ROWS groups a side
 * at the chosen price grouping (the pair's tick times 1, 10, 100, 1000), cumulative depth bars,
 * the spread row, and a click on a level handing its price to the order form (bookPickAtom).
 *
 * It renders at the stream's pace (twenty books a second on a busy market) without the rest of
 * the page: the book subscribes here, not in the screen; updates arrive at most five times a
 * second, in the live panels' one commit (./live); rows are keyed by their place and memoised,
 * so a row whose price, amount and depth did not change is not rendered again; each row is its
 * own layout and paint root, its depth bar its background (trade.css), so a moving book lays out
 * and repaints its rows alone.
 * Long zero runs show as a count (<Num>, SPEC section 5).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import { memo, useCallback, useState, type CSSProperties } from 'react';
import { useFormat, zeroCountText, type Formatters } from '../../../../i18n/format';
import { Num } from '../../../../ui/content/Num';
import { bookPickAtom } from './bookPick';
import { GROUP_FACTORS, groupDecimals, groupLevels, pickText, type BookRow, type GroupFactor } from './bookGrouping';
import { useLiveBook } from '../live';
import { PlaceholderRows } from '../PlaceholderRows';

const BOOK_ROWS = 10;

export interface OrderBookProps {
  streamUrl: string | undefined;
  symbol: string;
  base: string;
  quote: string;
  /** The last price (the ticker's), shown in the spread row. */
  price: number;
  change: number;
  /** The pair's price decimals (its tick is 10^-precision). */
  precision: number;
  amountDecimals?: number;
}

/** Amounts: up to four decimals, two from a thousand, compact from a million (a meme coin's 653.71M). */
function amountText(format: Formatters, value: number, decimals: number): string {
  if (value >= 1e6) return format.compact(value);
  const d = value >= 1000 ? Math.min(decimals, 2) : decimals;
  return format.number(value, { minimumFractionDigits: d, maximumFractionDigits: d });
}

/** A grouping's step as the selector shows it: 0.01, 0.1, 1, 10 (a tiny tick as a zero count). */
function stepText(format: Formatters, precision: number, factor: GroupFactor): string {
  const exponent = Math.round(Math.log10(factor)) - precision;
  const decimals = Math.max(0, -exponent);
  return zeroCountText(format.number(Number(`1e${exponent}`), { minimumFractionDigits: decimals, maximumFractionDigits: decimals }));
}

interface RowProps {
  kind: 'ask' | 'bid';
  row: BookRow;
  /** Depth bar length, 0 to 1 (the running total over the larger side's). */
  depth: number;
  decimals: number;
  amountDecimals: number;
  picked: boolean;
  format: Formatters;
  onPick: (price: number, kind: 'ask' | 'bid') => void;
}

const LevelRow = memo(function LevelRow({ kind, row, depth, decimals, amountDecimals, picked, format, onPick }: RowProps) {
  return (
    <button
      type="button"
      className={`trade-book__row trade-book__row--${kind} trade-book__level`}
      data-price={pickText(row.price, decimals)}
      aria-pressed={picked}
      onClick={() => onPick(row.price, kind)}
      // The depth bar is the row's background (trade.css): a new depth repaints this row alone.
      style={{ '--depth': depth.toFixed(3) } as CSSProperties}
    >
      <Num className={kind === 'ask' ? 'fall' : 'rise'} text={format.price(row.price, decimals)} />
      <span>{amountText(format, row.amount, amountDecimals)}</span>
      <span>{amountText(format, row.total, amountDecimals)}</span>
    </button>
  );
}, sameRow);

function sameRow(a: RowProps, b: RowProps): boolean {
  return a.kind === b.kind && a.row.price === b.row.price && a.row.amount === b.row.amount && a.row.total === b.row.total && Math.abs(a.depth - b.depth) < 0.002 && a.decimals === b.decimals && a.amountDecimals === b.amountDecimals && a.picked === b.picked && a.format === b.format && a.onPick === b.onPick;
}

/** The book's title, grouping selector and column heads: rendered when the grouping changes, not with every book. */
const BookHead = memo(function BookHead({ precision, factor, onFactor, base, quote }: { precision: number; factor: GroupFactor; onFactor: (factor: GroupFactor) => void; base: string; quote: string }) {
  const format = useFormat();
  const { t } = useLingui();
  return (
    <>
      <div className="trade-book__title">
        <h2 className="ui-panel-head">
          <Trans>Order book</Trans>
        </h2>
        <select className="trade-book__grouping" aria-label={t`Price grouping`} value={factor} onChange={(event) => onFactor(Number(event.target.value) as GroupFactor)} data-testid="book-grouping">
          {GROUP_FACTORS.map((f) => (
            <option key={f} value={f}>
              {stepText(format, precision, f)}
            </option>
          ))}
        </select>
      </div>
      <div className="trade-book__head">
        <span>
          <Trans>Price ({quote})</Trans>
        </span>
        <span>
          <Trans>Amount ({base})</Trans>
        </span>
        <span>
          <Trans>Total</Trans>
        </span>
      </div>
    </>
  );
});

export const OrderBook = memo(function OrderBook({ streamUrl, symbol, base, quote, price, change, precision, amountDecimals = 4 }: OrderBookProps) {
  const format = useFormat();
  const { t } = useLingui();
  const book = useLiveBook(streamUrl, symbol);
  const [factor, setFactor] = useState<GroupFactor>(1);
  const [pick, setPick] = useAtom(bookPickAtom);
  const decimals = groupDecimals(precision, factor);
  const amountPlaces = Math.min(4, amountDecimals);

  const asks = book ? groupLevels(book.asks, 'ask', precision, factor, BOOK_ROWS) : [];
  const bids = book ? groupLevels(book.bids, 'bid', precision, factor, BOOK_ROWS) : [];
  const max = Math.max(asks.at(-1)?.total ?? 0, bids.at(-1)?.total ?? 0) || 1;
  const bestAsk = asks[0]?.price;
  const bestBid = bids[0]?.price;
  const spread = bestAsk !== undefined && bestBid !== undefined ? bestAsk - bestBid : undefined;

  const onPick = useCallback(
    (levelPrice: number, kind: 'ask' | 'bid') => setPick((previous) => ({ price: pickText(levelPrice, decimals), side: kind, nonce: (previous?.nonce ?? 0) + 1 })),
    [setPick, decimals],
  );
  const pickedText = pick?.price;
  const row = (kind: 'ask' | 'bid', level: BookRow, index: number) => (
    <LevelRow key={`${kind}${index}`} kind={kind} row={level} depth={level.total / max} decimals={decimals} amountDecimals={amountPlaces} picked={pickedText === pickText(level.price, decimals)} format={format} onPick={onPick} />
  );

  return (
    <section className="trade-book" aria-label={t`Order book`} data-testid="order-book" aria-busy={book === null} data-live={book !== null} data-grouping={factor} data-picked={pickedText}>
      <BookHead precision={precision} factor={factor} onFactor={setFactor} base={base} quote={quote} />
      {/* Always BOOK_ROWS rows a side: a thin book (or a coarse grouping) pads with empty rows, so
          the book (and the chart beside it, in the same grid row) keeps its height. */}
      <div className="trade-book__side" data-testid="book-asks">
        <PlaceholderRows count={BOOK_ROWS - asks.length} />
        {asks.map((level, index) => row('ask', level, index)).reverse()}
      </div>
      <div className="trade-book__mid" data-testid="book-spread">
        <Num className={change >= 0 ? 'rise' : 'fall'} text={format.price(price, precision)} />
        {spread !== undefined && (
          <span className="trade-book__spread">
            <Trans>Spread</Trans> <Num text={format.price(spread, decimals)} /> ({format.number(spread / ((bestAsk! + bestBid!) / 2), { style: 'percent', maximumSignificantDigits: 2 })})
          </span>
        )}
      </div>
      <div className="trade-book__side" data-testid="book-bids">
        {bids.map((level, index) => row('bid', level, index))}
        <PlaceholderRows count={BOOK_ROWS - bids.length} />
      </div>
    </section>
  );
});
