/**
 * The trading screen: ticker, chart, order book, recent trades, order form and orders. Ticker,
 * book and trades are live from the market stream of the site's `ws` host; the chart (lazy) draws
 * the same stream. Futures pages add the user's positions (list and position lines).
 */
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { Suspense, type ReactNode } from 'react';
import { pricePrecisionOf, type ChartSearchItem } from '../../api/chart';
import { useLoggedIn } from '../../facts/hooks';
import { useSite } from '../../site/site';
import { useLocalizedPath } from '../../site/useLocalizedPath';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { Page } from '../../ui/Page';
import { layoutKey, TradingChart, type TradingChartProps } from '../chart';
import { useLiveBook, useLiveTicker, useLiveTrades } from './live';
import { PositionsList, usePositions } from './Positions';
import { OrderBook, OrderForm, OrdersPanel, RecentTrades, TickerBar, type OrderFormOptions, type TickerStat } from './TradeParts';
import './trade.css';

export type TradeMarket = 'spot' | 'futures' | 'delivery' | 'alpha';

export interface TradeScreenProps {
  base: string;
  quote: string;
  /** The symbol on the stream and the chart (BTC_USDT, or an alpha token's MFROG_USDT). */
  symbol: string;
  market: TradeMarket;
  /** The listed price, until the stream's ticker arrives. */
  price: number;
  change: number;
  stats: readonly TickerStat[];
  badge?: ReactNode;
  form?: Partial<OrderFormOptions>;
  /** Above the order form (e.g. the spot/margin switch). */
  formHeader?: ReactNode;
  priceDecimals?: number;
  amountDecimals?: number;
}

function ChartFallback({ failed = false }: { failed?: boolean }) {
  const { t } = useLingui();
  return (
    <div className="pg-chart-slot" role="status" aria-label={failed ? t`The chart could not be loaded. Prices and trading below still work.` : t`Loading chart`} data-testid="chart-fallback">
      {failed && <p className="pg-chart-slot__message">{t`The chart could not be loaded. Prices and trading below still work.`}</p>}
    </div>
  );
}

/** The lazy chart in its boundary: while it loads, a placeholder; if it fails, a message. */
export function ChartPanel(props: TradingChartProps) {
  return (
    // SPEC section 8: a chart that fails to start is logged ('Chart init failure'); the rest of
    // the page stays usable.
    <ErrorBoundary message="Chart init failure" fallback={<ChartFallback failed />}>
      <Suspense fallback={<ChartFallback />}>
        <TradingChart {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** Decimals of a price: the page's, else enough for the price's size. */
/** The precision the page was given, else the market's by its price (src/api/chart.ts). */
export function precisionOf(price: number, given?: number): number {
  return given ?? pricePrecisionOf(price);
}

export function TradeScreen({ base, quote, symbol, market, price, change, stats, badge, form, formHeader, priceDecimals, amountDecimals }: TradeScreenProps) {
  const site = useSite();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const loggedIn = useLoggedIn();
  const streamUrl = site.ws[market === 'alpha' ? 'spot' : market];
  const ticker = useLiveTicker(streamUrl, symbol);
  const book = useLiveBook(streamUrl, symbol);
  const trades = useLiveTrades(streamUrl, symbol);
  const last = ticker?.last ?? price;
  const precision = precisionOf(last, priceDecimals);
  const futures = market === 'futures' || market === 'delivery';
  const positions = usePositions(symbol, futures && loggedIn, ticker?.last, precision);

  const openSymbol = (item: ChartSearchItem) => {
    const path =
      item.market === 'alpha'
        ? `/alpha/${item.symbol.split('_')[0]!.toLowerCase()}`
        : futures
          ? `/futures/${item.symbol.split('_')[1]}/${item.symbol}`
          : `/trade/${item.symbol}`;
    void navigate({ href: localize(path) });
  };

  return (
    <Page wide>
      <div className="pg-trade" data-market={market}>
        <TickerBar base={base} quote={quote} price={last} change={ticker?.change ?? change} stats={stats} badge={badge} priceDecimals={priceDecimals} live={ticker !== null} />
        <div className="pg-trade__panel pg-trade__chart">
          <ChartPanel symbol={symbol} streamUrl={streamUrl} layoutKey={layoutKey(market)} pricePrecision={precision} positions={positions.lines} liquidation={futures} onSymbolSelect={openSymbol} />
        </div>
        <div className="pg-trade__panel pg-trade__book">
          <OrderBook base={base} quote={quote} book={book} price={last} change={ticker?.change ?? change} priceDecimals={priceDecimals} amountDecimals={amountDecimals} />
          <RecentTrades base={base} trades={trades} priceDecimals={priceDecimals} />
        </div>
        <div className="pg-trade__panel pg-trade__form">
          {formHeader}
          <OrderForm base={base} quote={quote} price={last} priceDecimals={priceDecimals} amountDecimals={amountDecimals} {...form} />
        </div>
        <OrdersPanel positions={futures && loggedIn ? <PositionsList state={positions} pricePrecision={precision} /> : undefined} />
      </div>
    </Page>
  );
}
