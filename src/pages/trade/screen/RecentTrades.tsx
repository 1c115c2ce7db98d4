/**
 * The trading screen's recent trades, from the market stream (./live, subscribed here so ten
 * trades a second re-render this list alone); placeholder rows until the first message.
 *
 * The figures are drawn on a canvas (book/bookCanvas.ts drawTradeTape, by the live panels' worker
 * where the browser can: book/paintedCanvas.ts), as the order book's are:
 * under a busy market a DOM row per trade, inserted and removed with every flush, was about four
 * points of the desk's main-thread share (bench/trade.mjs), in the frames' layout, paint and
 * layerisation (docs/performance.md, "The desk's live path, fourth pass"). Under the canvas a row
 * per place, newest first, keeps the list for assistive technology: its accessible name is the
 * trade's side, price, amount and time. The rows are the same elements from flush to flush (keyed
 * by place): a flush changes their names and redraws the canvas, and nothing is laid out again.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useId, useMemo, type CSSProperties } from 'react';
import { useFormat, type Formatters } from '../../../i18n/format';
import type { Painting, PaintTrade } from './book/bookCanvas';
import { usePaintedCanvas } from './book/paintedCanvas';
import { useLiveTradeTape, type LiveTrade } from './live';
import { PlaceholderRows } from './PlaceholderRows';

/** A trade's place: a row under the canvas, named for assistive technology. */
const TradeSlot = memo(function TradeSlot({ label }: { label: string }) {
  return <div className="trade-book__row" role="listitem" aria-label={label} />;
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

/** A trade's texts in the page's format, made once per trade (the tape keeps its objects). */
function textsOf(trade: LiveTrade, decimals: number, format: Formatters): Pick<PaintTrade, 'price' | 'amount' | 'time'> {
  return {
    price: format.price(trade.price, decimals),
    amount: trade.amount >= 1e6 ? format.compact(trade.amount) : format.number(trade.amount, { minimumFractionDigits: 2, maximumFractionDigits: 4 }),
    time: format.date(trade.time, { timeStyle: 'medium' }),
  };
}

export const RecentTrades = memo(function RecentTrades({ streamUrl, symbol, base, precision }: { streamUrl: string | undefined; symbol: string; base: string; precision: number }) {
  const format = useFormat();
  const tape = useLiveTradeTape(streamUrl, symbol);
  const trades = tape?.trades ?? null;
  const { t } = useLingui();
  const headingId = useId();
  const count = trades?.length ?? 0;
  // Formatted once per trade, for this format and precision.
  const textOf = useMemo(() => {
    const made = new WeakMap<LiveTrade, Pick<PaintTrade, 'price' | 'amount' | 'time'>>();
    return (trade: LiveTrade) => {
      let text = made.get(trade);
      if (!text) made.set(trade, (text = textsOf(trade, precision, format)));
      return text;
    };
  }, [format, precision]);
  const rows = useMemo<PaintTrade[]>(() => (trades ?? []).map((trade, slot) => ({ slot, side: trade.side, ...textOf(trade) })), [trades, textOf]);

  // Drawn by the live panels' worker where the browser can, as the book's sides (book/paintedCanvas).
  const painting = useMemo<Painting>(() => ({ drawing: 'tape', trades: rows }), [rows]);
  const { canvasRef, canvasKey } = usePaintedCanvas(painting);

  const buy = t`Buy`;
  const sell = t`Sell`;
  return (
    <section className="trade-book" aria-label={t`Recent trades`} data-testid="recent-trades" aria-busy={trades === null} data-live={trades !== null}>
      <TradesHead headingId={headingId} base={base} />
      {/* A box of TRADE_ROWS rows from the first paint, scrolling (and focusable, for keyboards)
          when more trades have come: the list grows with the stream (up to MAX_TRADES), and a
          growing list would grow the grid row the chart shares, resizing its panes every second
          on a desk. */}
      <div className="trade-recent__list" style={{ '--trade-rows': TRADE_ROWS } as CSSProperties} data-testid="recent-trades-list" role="group" aria-labelledby={headingId} tabIndex={0}>
        <div className="trade-recent__rows" role="list" data-rows={count}>
          {rows.map((row) => (
            <TradeSlot key={row.slot} label={`${row.side === 'buy' ? buy : sell} ${row.price} ${row.amount} ${row.time}`} />
          ))}
          <PlaceholderRows from={count} count={TRADE_ROWS - count} />
          <canvas key={canvasKey} ref={canvasRef} className="trade-book__paint" aria-hidden="true" />
        </div>
      </div>
    </section>
  );
});
