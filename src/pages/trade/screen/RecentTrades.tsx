/**
 * The trading screen's recent trades, from the market stream (./live, subscribed here so ten
 * trades a second re-render this list alone); placeholder rows until the first message.
 *
 * The figures are drawn on a canvas (book/bookCanvas.ts drawTradeTape), as the order book's are:
 * under a busy market a DOM row per trade, inserted and removed with every flush, was about four
 * points of the desk's main-thread share (bench/trade.mjs), in the frames' layout, paint and
 * layerisation (docs/performance.md, "The desk's live path, fourth pass"). Under the canvas a row
 * per place, newest first, keeps the list for assistive technology: its accessible name is the
 * trade's side, price, amount and time. The rows are the same elements from flush to flush (keyed
 * by place): a flush changes their names and redraws the canvas, and nothing is laid out again.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useEffect, useId, useLayoutEffect, useMemo, useRef, type CSSProperties } from 'react';
import { useFormat, type Formatters } from '../../../i18n/format';
import { drawTradeTape, readPalette, type BookPalette, type PaintTrade } from './book/bookCanvas';
import { useLiveTradeTape, type LiveTrade } from './live';
import { onPaletteChange } from './paletteChange';
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

type TapePalette = BookPalette & { faint: string };

interface TapeState {
  trades: readonly PaintTrade[];
  palette: TapePalette | null;
  size: { width: number; height: number };
}

function paint(canvas: HTMLCanvasElement | null, state: TapeState): void {
  const { size } = state;
  // Not laid out (a phone's hidden tab, a test's DOM): nothing to draw until the box has a size.
  if (!canvas || size.width === 0 || size.height === 0) return;
  const ratio = window.devicePixelRatio || 1;
  const width = Math.round(size.width * ratio);
  const height = Math.round(size.height * ratio);
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  if (!state.palette) {
    const base = readPalette(canvas, canvas.parentElement?.querySelector('.trade-book__row') ?? null);
    state.palette = { ...base, faint: getComputedStyle(canvas).getPropertyValue('--text-muted').trim() || base.text };
  }
  drawTradeTape(ctx, state.trades, { ...size, ratio }, state.palette);
}

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

  const canvasRef = useRef<HTMLCanvasElement>(null);
  const state = useRef<TapeState>({ trades: rows, palette: null, size: { width: 0, height: 0 } });
  // Every tape the list renders is drawn in the same commit.
  useLayoutEffect(() => {
    state.current.trades = rows;
    paint(canvasRef.current, state.current);
  }, [rows]);
  useEffect(() => {
    const canvas = canvasRef.current;
    const tapeState = state.current;
    if (!canvas || typeof ResizeObserver === 'undefined') return;
    const resize = new ResizeObserver(([entry]) => {
      if (!entry) return;
      tapeState.size = { width: entry.contentRect.width, height: entry.contentRect.height };
      paint(canvas, tapeState);
    });
    resize.observe(canvas);
    const stop = onPaletteChange(() => {
      tapeState.palette = null;
      paint(canvas, tapeState);
    });
    return () => {
      resize.disconnect();
      stop();
    };
  }, []);

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
          <PlaceholderRows count={TRADE_ROWS - count} />
          <canvas ref={canvasRef} className="trade-book__paint" aria-hidden="true" />
        </div>
      </div>
    </section>
  );
});
