/**
 * The trading screen's order book, from the market stream (./live): BOOK_ROWS levels a side with
 * their running totals, and placeholder rows until the first message. Long zero runs show as a
 * count (<Num>).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../i18n/format';
import { Num } from '../../../ui/content/Num';
import type { LiveBook } from './live';
import { PlaceholderRows } from './PlaceholderRows';

const BOOK_ROWS = 10;

export function OrderBook({ base, quote, book, price, change, priceDecimals, amountDecimals }: { base: string; quote: string; book: LiveBook | null; price: number; change: number; priceDecimals?: number; amountDecimals?: number }) {
  const format = useFormat();
  const { t } = useLingui();
  const cumulative = (levels: readonly { price: number; amount: number }[]) => {
    let total = 0;
    return levels.slice(0, BOOK_ROWS).map((l) => ({ ...l, total: (total += l.amount) }));
  };
  const asks = book ? cumulative(book.asks) : [];
  const bids = book ? cumulative(book.bids) : [];
  const max = Math.max(...asks.map((l) => l.total), ...bids.map((l) => l.total), 1);
  const amount = (v: number) => format.number(v, { minimumFractionDigits: amountDecimals ?? 4, maximumFractionDigits: amountDecimals ?? 4 });
  const level = (l: (typeof asks)[number], kind: 'ask' | 'bid') => (
    <div className={`trade-book__row trade-book__row--${kind}`} key={`${kind}-${l.price}`}>
      <Num className={kind === 'ask' ? 'fall' : 'rise'} text={format.price(l.price, priceDecimals)} />
      <span>{amount(l.amount)}</span>
      <span>{amount(l.total)}</span>
      <span className="trade-book__depth" style={{ inlineSize: `${(l.total / max) * 100}%` }} />
    </div>
  );
  return (
    <section className="trade-book" aria-label={t`Order book`} data-testid="order-book" aria-busy={book === null} data-live={book !== null}>
      <h2 className="ui-panel-head">
        <Trans>Order book</Trans>
      </h2>
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
      {/* Always BOOK_ROWS rows a side: a thin book pads with empty rows, so the book (and the
          chart beside it, in the same grid row) keeps its height as levels come and go. */}
      <PlaceholderRows count={BOOK_ROWS - asks.length} />
      {[...asks].reverse().map((l) => level(l, 'ask'))}
      <div className="trade-book__mid">
        <Num className={change >= 0 ? 'rise' : 'fall'} text={format.price(price, priceDecimals)} />
      </div>
      {bids.map((l) => level(l, 'bid'))}
      <PlaceholderRows count={BOOK_ROWS - bids.length} />
    </section>
  );
}
