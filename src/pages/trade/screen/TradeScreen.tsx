/**
 * The trading screen: ticker, chart, order book, recent trades, order form and orders. Ticker,
 * book and trades are live from the market stream of the site's `ws` host; the chart (lazy) draws
 * the same stream. Futures pages add the user's positions (list and position lines).
 */
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode } from 'react';
import { type ChartSearchItem } from '../../../api/endpoints/chart';
import { useLoggedIn } from '../../../facts/hooks';
import { useSite } from '../../../site/site';
import { useLocalizedPath } from '../../../site/useLocalizedPath';
import { Page } from '../../../ui/content/Page';
import { ChartPanel, layoutKey, precisionOf } from '../../../widgets/chart';
import { useLiveBook, useLiveTicker, useLiveTrades } from './live';
import { PositionsList, usePositions } from './Positions';
import { OrderBook } from './OrderBook';
import { OrderForm, type OrderFormOptions } from './OrderForm';
import { OrdersPanel } from './OrdersPanel';
import { RecentTrades } from './RecentTrades';
import { TickerBar, type TickerStat } from './TickerBar';
import '../trade.css';

type TradeMarket = 'spot' | 'futures' | 'delivery' | 'alpha';

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
      <div className="trade-screen" data-market={market}>
        <TickerBar base={base} quote={quote} price={last} change={ticker?.change ?? change} stats={stats} badge={badge} priceDecimals={priceDecimals} live={ticker !== null} />
        <div className="trade-screen__panel trade-screen__chart">
          <ChartPanel symbol={symbol} streamUrl={streamUrl} layoutKey={layoutKey(market)} pricePrecision={precision} positions={positions.lines} liquidation={futures} onSymbolSelect={openSymbol} />
        </div>
        <div className="trade-screen__panel trade-screen__book">
          <OrderBook base={base} quote={quote} book={book} price={last} change={ticker?.change ?? change} priceDecimals={priceDecimals} amountDecimals={amountDecimals} />
          <RecentTrades base={base} trades={trades} priceDecimals={priceDecimals} />
        </div>
        <div className="trade-screen__panel trade-screen__form">
          {formHeader}
          <OrderForm base={base} quote={quote} price={last} priceDecimals={priceDecimals} amountDecimals={amountDecimals} {...form} />
        </div>
        <OrdersPanel symbol={symbol} account={form?.account} positions={futures && loggedIn ? <PositionsList state={positions} pricePrecision={precision} /> : undefined} />
      </div>
    </Page>
  );
}
