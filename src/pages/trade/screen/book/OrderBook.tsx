/**
 * The trading screen's order book, live from the market stream (./live): BOOK_ROWS groups a side
 * at the chosen price grouping (the pair's tick times 1, 10, 100, 1000), cumulative depth bars,
 * the spread row, and a click on a level handing its price to the order form (bookPickAtom).
 *
 * It renders at the stream's pace (twenty books a second on a busy market) without the rest of
 * the page: the book subscribes here, not in the screen; updates arrive at most five times a
 * second, in the live panels' one commit (./live). Each side (./BookSide) draws its figures and
 * depth bars on a canvas (./bookCanvas) above a button per level, keyed by its place: a moving
 * book changes the buttons' names and prices, and no text, style or layout of the page.
 * Long zero runs show as a count (<Num>, SPEC section 5).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import { memo, useCallback, useState } from 'react';
import { useFormat, zeroCountText, type Formatters } from '../../../../i18n/format';
import { Num } from '../../../../ui/content/Num';
import { bookPickAtom } from './bookPick';
import { GROUP_FACTORS, groupDecimals, groupLevels, pickText, type BookRow, type GroupFactor } from './bookGrouping';
import { useLiveBook } from '../live';
import { BOOK_ROWS, BookSide, type SideLevel } from './BookSide';


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

  const onPick = useCallback((levelPrice: string, kind: 'ask' | 'bid') => setPick((previous) => ({ price: levelPrice, side: kind, nonce: (previous?.nonce ?? 0) + 1 })), [setPick]);
  const pickedText = pick?.price;
  // Each side as its slots show it (asks: the farthest on top, the best at the bottom).
  const side = (kind: 'ask' | 'bid', levels: readonly BookRow[]): SideLevel[] => {
    const padding = BOOK_ROWS - levels.length;
    const ordered = kind === 'ask' ? [...levels].reverse() : levels;
    return ordered.map((level, index) => ({
      slot: kind === 'ask' ? padding + index : index,
      kind,
      pick: pickText(level.price, decimals),
      price: format.price(level.price, decimals),
      amount: amountText(format, level.amount, amountPlaces),
      total: amountText(format, level.total, amountPlaces),
      depth: level.total / max,
    }));
  };

  return (
    <section className="trade-book" aria-label={t`Order book`} data-testid="order-book" aria-busy={book === null} data-live={book !== null} data-grouping={factor} data-picked={pickedText}>
      <BookHead precision={precision} factor={factor} onFactor={setFactor} base={base} quote={quote} />
      {/* Always BOOK_ROWS rows a side: a thin book (or a coarse grouping) pads with empty rows, so
          the book (and the chart beside it, in the same grid row) keeps its height. */}
      <BookSide kind="ask" levels={side('ask', asks)} picked={pickedText} onPick={onPick} />
      <div className="trade-book__mid" data-testid="book-spread">
        <Num className={change >= 0 ? 'rise' : 'fall'} text={format.price(price, precision)} />
        {spread !== undefined && (
          <span className="trade-book__spread">
            <Trans>Spread</Trans> <Num text={format.price(spread, decimals)} /> ({format.number(spread / ((bestAsk! + bestBid!) / 2), { style: 'percent', maximumSignificantDigits: 2 })})
          </span>
        )}
      </div>
      <BookSide kind="bid" levels={side('bid', bids)} picked={pickedText} onPick={onPick} />
    </section>
  );
});
