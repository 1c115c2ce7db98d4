/**
 * The trading screen's recent trades, from the market stream (./live, subscribed here so ten
 * trades a second re-render this list alone); placeholder rows until the first message.
 *
 * Rows are keyed by trade id and memoised, and placed by transform (`--place`, trade.css): a flush
 * that brings two trades inserts two rows and moves the others down by transform, so their text
 * is neither set nor laid out again, and nothing shifts (a transform is no layout shift). Rows
 * keyed by their place rewrote every row's text on every trade; rows keyed by trade but in the
 * flow moved every row below the new ones (a layout shift on every trade,
 * e2e/layout-shift.spec.ts).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useId, type CSSProperties } from 'react';
import { useFormat, type Formatters } from '../../../i18n/format';
import { Num } from '../../../ui/content/Num';
import { useLiveTrades, type LiveTrade } from './live';
import { PlaceholderRows } from './PlaceholderRows';

const TradeRow = memo(function TradeRow({ trade, place, decimals, format }: { trade: LiveTrade; place: number; decimals: number; format: Formatters }) {
  return (
    <div className="trade-book__row" style={{ '--place': place } as CSSProperties}>
      <Num className={trade.side === 'buy' ? 'rise' : 'fall'} text={format.price(trade.price, decimals)} />
      <span>{trade.amount >= 1e6 ? format.compact(trade.amount) : format.number(trade.amount, { minimumFractionDigits: 2, maximumFractionDigits: 4 })}</span>
      <span className="ui-faint">{format.date(trade.time, { timeStyle: 'medium' })}</span>
    </div>
  );
});

/** Recent trades shown without scrolling (the list keeps up to live.ts's MAX_TRADES). */
const TRADE_ROWS = 8;

export const RecentTrades = memo(function RecentTrades({ streamUrl, symbol, base, precision }: { streamUrl: string | undefined; symbol: string; base: string; precision: number }) {
  const format = useFormat();
  const trades = useLiveTrades(streamUrl, symbol);
  const { t } = useLingui();
  const headingId = useId();
  const count = trades?.length ?? 0;
  return (
    <section className="trade-book" aria-label={t`Recent trades`} data-testid="recent-trades" aria-busy={trades === null} data-live={trades !== null}>
      <h2 className="ui-panel-head" id={headingId}>
        <Trans>Recent trades</Trans>
      </h2>
      <div className="trade-book__head">
        <span>
          <Trans>Price</Trans>
        </span>
        <span>
          <Trans>Amount ({base})</Trans>
        </span>
        <span>
          <Trans>Time</Trans>
        </span>
      </div>
      {/* A box of TRADE_ROWS rows from the first paint, scrolling (and focusable, for keyboards)
          when more trades have come: the list grows with the stream (up to MAX_TRADES), and a
          growing list would grow the grid row the chart shares, resizing its panes every second
          on a desk. */}
      <div className="trade-recent__list" style={{ '--trade-rows': TRADE_ROWS } as CSSProperties} data-testid="recent-trades-list" role="group" aria-labelledby={headingId} tabIndex={0}>
        <div className="trade-recent__rows" style={{ '--trade-count': Math.max(TRADE_ROWS, count) } as CSSProperties}>
          {trades?.map((trade, place) => <TradeRow key={trade.id} trade={trade} place={place} decimals={precision} format={format} />)}
          <PlaceholderRows count={TRADE_ROWS - count} from={count} />
        </div>
      </div>
    </section>
  );
});
