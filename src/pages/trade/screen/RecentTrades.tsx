/**
 * The trading screen's recent trades, from the market stream (./live, subscribed here so ten
 * trades a second re-render this list alone); placeholder rows until the first message.
 *
 * The trades are a tape (./live mergeTape): each row is keyed by its trade, memoised, and placed
 * once, at its `--seq`, inside a track that a flush moves down by the trades it brought (`--top`,
 * trade.css). A flush that brings two trades inserts two rows and changes one property of the
 * track: no other row renders, restyles or repaints its text, and nothing shifts (a transform is
 * no layout shift). Rows keyed by their place rewrote every row's text on every trade; rows
 * keyed by trade but in the flow moved every row below the new ones (a layout shift on every
 * trade, e2e/layout-shift.spec.ts); rows each moved by its own transform restyled every row and
 * rebuilt the page's paint layers on every flush.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useId, type CSSProperties } from 'react';
import { useFormat, type Formatters } from '../../../i18n/format';
import { Num } from '../../../ui/content/Num';
import { useLiveTradeTape, type LiveTrade } from './live';
import { PlaceholderRows } from './PlaceholderRows';

/** A trade's row, at its place on the tape: rendered once, when the trade comes. */
const TradeRow = memo(function TradeRow({ trade, decimals, format }: { trade: LiveTrade & { seq: number }; decimals: number; format: Formatters }) {
  return (
    <div className="trade-book__row" style={{ '--seq': trade.seq } as CSSProperties}>
      <Num className={trade.side === 'buy' ? 'rise' : 'fall'} text={format.price(trade.price, decimals)} />
      <span>{trade.amount >= 1e6 ? format.compact(trade.amount) : format.number(trade.amount, { minimumFractionDigits: 2, maximumFractionDigits: 4 })}</span>
      <span className="ui-faint">{format.date(trade.time, { timeStyle: 'medium' })}</span>
    </div>
  );
});

/** The panel's heading and column heads: static, rendered once (their <Trans> rendered with every flush). */
const TradesHead = memo(function TradesHead({ headingId, base }: { headingId: string; base: string }) {
  return (
    <>
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
    </>
  );
});

/** Recent trades shown without scrolling (the list keeps up to live.ts's MAX_TRADES). */
const TRADE_ROWS = 8;

export const RecentTrades = memo(function RecentTrades({ streamUrl, symbol, base, precision }: { streamUrl: string | undefined; symbol: string; base: string; precision: number }) {
  const format = useFormat();
  const tape = useLiveTradeTape(streamUrl, symbol);
  const trades = tape?.trades ?? null;
  const { t } = useLingui();
  const headingId = useId();
  const count = trades?.length ?? 0;
  return (
    <section className="trade-book" aria-label={t`Recent trades`} data-testid="recent-trades" aria-busy={trades === null} data-live={trades !== null}>
      <TradesHead headingId={headingId} base={base} />
      {/* A box of TRADE_ROWS rows from the first paint, scrolling (and focusable, for keyboards)
          when more trades have come: the list grows with the stream (up to MAX_TRADES), and a
          growing list would grow the grid row the chart shares, resizing its panes every second
          on a desk. */}
      <div className="trade-recent__list" style={{ '--trade-rows': TRADE_ROWS } as CSSProperties} data-testid="recent-trades-list" role="group" aria-labelledby={headingId} tabIndex={0}>
        <div className="trade-recent__rows" style={{ '--trade-count': Math.max(TRADE_ROWS, count) } as CSSProperties}>
          <div className="trade-recent__track" style={{ '--top': tape?.top ?? 0 } as CSSProperties}>
            {trades?.map((trade) => <TradeRow key={trade.id} trade={trade} decimals={precision} format={format} />)}
          </div>
          <PlaceholderRows count={TRADE_ROWS - count} from={count} />
        </div>
      </div>
    </section>
  );
});
