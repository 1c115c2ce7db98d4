/**
 * The trading screen: ticker, chart, order book, recent trades, market list, order form and
 * orders. Ticker, book and trades are live from the market stream of the site's `ws` host; the
 * chart (lazy) draws the same stream. Futures pages bring their own lists and the chart's position
 * lines, from the futures account (src/pages/trade/futures).
 *
 * Desks see every panel at once, the market list beside the book. Phones (<= 768 px, SPEC
 * section 9) see the chart, the book or the trades by tab, the market list in a sheet from the
 * ticker bar, and Buy and Sell in a bar fixed to the bottom that brings the order form into view.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { type ChartSearchItem } from '../../../api/endpoints/chart';
import { useQuery } from '../../../api/hooks';
import { pairRuleQuery } from '../../../api/trading/queries';
import { displayDecimals } from '../../../i18n/format';
import { useSite } from '../../../site/site';
import { useLocalizedPath } from '../../../site/useLocalizedPath';
import { Page } from '../../../ui/content/Page';
import { ChartPanel, layoutKey, PHONE_QUERY, precisionOf, type PositionLine } from '../../../widgets/chart';
import { useLastDefined } from './keepLast';
import { useLiveTicker } from './live';
import { MarketList } from './MarketList';
import { OrderBook } from './book/OrderBook';
import { OrderForm, type OrderFormOptions } from './order-form/OrderForm';
import { OrdersPanel } from './OrdersPanel';
import { RecentTrades } from './RecentTrades';
import { TickerBar, type DayStats, type TickerStat } from './TickerBar';
import '../trade.css';
import './tradeLayout.css';
import { showPageModal } from '../../../lib/browser/pageModals';

type TradeMarket = 'spot' | 'futures' | 'delivery' | 'alpha';

/** The phone layout's width (tradeLayout.css, the chart's phone default): there the desk's market list is not displayed. */
const phoneMedia = () => (typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null);
function subscribePhone(onChange: () => void): () => void {
  const media = phoneMedia();
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}
const isPhone = () => phoneMedia()?.matches ?? false;
type MobileView = 'chart' | 'book' | 'trades';

export interface TradeScreenProps {
  base: string;
  quote: string;
  /** The symbol on the stream and the chart (BTC_USDT, or an alpha token's MFROG_USDT). */
  symbol: string;
  market: TradeMarket;
  /** The listed price, until the stream's ticker arrives. */
  price: number;
  change: number;
  /** The listing's 24 h figures, until the stream's ticker arrives (spot). */
  listing?: DayStats;
  /** Further stats of the market (alpha: liquidity, holders; futures: mark, funding...). */
  stats: readonly TickerStat[];
  badge?: ReactNode;
  form?: Partial<OrderFormOptions>;
  /** Above the order form (e.g. the spot/margin switch). */
  formHeader?: ReactNode;
  /** The page's price precision (an alpha link's quote_prec); raised to keep five significant digits. */
  priceDecimals?: number;
  amountDecimals?: number;
  /** Replaces the order form (futures: its own form on the futures account). */
  formPanel?: ReactNode;
  /** Replaces the lists under the chart. */
  ordersPanel?: ReactNode;
  /** The chart's position lines, from the page's own account data (futures); none otherwise. */
  positionLines?: PositionLine[];
}

export function TradeScreen({ base, quote, symbol, market, price, change, listing, stats, badge, form, formHeader, priceDecimals, amountDecimals, formPanel, ordersPanel, positionLines }: TradeScreenProps) {
  const { t } = useLingui();
  const site = useSite();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const streamUrl = site.ws[market === 'alpha' ? 'spot' : market];
  const ticker = useLiveTicker(streamUrl, symbol);
  const last = ticker?.last ?? price;
  // The pair's precision (the page's, else the backend's rule by price), raised until a tiny
  // price keeps five significant digits: 8.7e-9 at "precision 8" was 0.00000001 everywhere.
  const precision = displayDecimals(last, precisionOf(last, priceDecimals));
  // A spot pair's book groups from the exchange's own tick (the pair rules the order form reads,
  // one query): grouping 1x is a level at every price an order may take.
  const exchangeForm = form?.account === 'spot' || form?.account === 'margin';
  // Kept while fetched again (a session change resets it), as the form keeps it.
  const keptRule = useLastDefined(useQuery(pairRuleQuery(symbol, { enabled: exchangeForm })).data);
  const pairRule = keptRule?.symbol === symbol ? keptRule : undefined;
  const bookPrecision = exchangeForm && pairRule ? pairRule.price_precision : precision;
  const futures = market === 'futures' || market === 'delivery';
  const day: DayStats | null = futures ? null : (ticker ?? listing ?? null);
  const [view, setView] = useState<MobileView>('chart');
  const phone = useSyncExternalStore(subscribePhone, isPhone);
  const viewsId = useId();
  const formRef = useRef<HTMLDivElement>(null);
  const sheetRef = useRef<HTMLDialogElement>(null);

  // Kept across renders: the chart (memoised) is not rendered again with every ticker.
  const openSymbol = useCallback(
    (item: ChartSearchItem) => {
      const path =
        item.market === 'alpha'
          ? `/alpha/${item.symbol.split('_')[0]!.toLowerCase()}`
          : futures
            ? `/futures/${item.symbol.split('_')[1]}/${item.symbol}`
            : `/trade/${item.symbol}`;
      void navigate({ href: localize(path) });
    },
    [futures, navigate, localize],
  );

  /** The phone's Buy and Sell: the form comes into view on that side. */
  const goToForm = useCallback((side: 'buy' | 'sell') => {
    const panel = formRef.current;
    if (!panel) return;
    panel.querySelector<HTMLElement>(`.ui-segmented__option--${side}`)?.click();
    panel.scrollIntoView({ block: 'start', behavior: 'smooth' });
    panel.querySelector<HTMLInputElement>('input:not([type=hidden]):not([disabled])')?.focus({ preventScroll: true });
  }, []);
  // The sheet counts as the page's own modal while open: no policy dialog opens over it.
  const forgetSheet = useRef<(() => void) | null>(null);
  // The sheet's market list renders when the sheet first opens: closed, it showed nothing, and a
  // second market list rendered with the screen's first mount was main-thread time a phone paid
  // before the chart could start (issue 39). Rendered before showModal, so the sheet opens full.
  const [sheetUsed, setSheetUsed] = useState(false);
  const openMarkets = useCallback(() => {
    flushSync(() => setSheetUsed(true));
    if (sheetRef.current) forgetSheet.current = showPageModal(sheetRef.current);
  }, []);
  useEffect(() => () => forgetSheet.current?.(), []);
  const closeMarkets = useCallback(() => sheetRef.current?.close(), []);

  const views: { id: MobileView; label: ReactNode }[] = [
    { id: 'chart', label: <Trans>Chart</Trans> },
    { id: 'book', label: <Trans>Order book</Trans> },
    { id: 'trades', label: <Trans>Trades</Trans> },
  ];
  const sideLabels = form?.sideLabels ?? { buy: <Trans>Buy</Trans>, sell: <Trans>Sell</Trans> };

  return (
    <Page wide>
      <div className="trade-screen" data-market={market} data-view={view}>
        <TickerBar base={base} quote={quote} price={last} change={ticker?.change ?? change} precision={precision} day={day} stats={stats} badge={badge} live={ticker !== null} onOpenMarkets={openMarkets} />
        <div className="trade-screen__views" role="tablist" aria-label={t`Market data`} data-testid="trade-views">
          {views.map((item) => (
            <button key={item.id} type="button" role="tab" id={`${viewsId}-${item.id}`} aria-selected={view === item.id} className="trade-screen__view" onClick={() => setView(item.id)} data-view={item.id}>
              {item.label}
            </button>
          ))}
        </div>
        <div className="trade-screen__panel trade-screen__chart" data-panel="chart">
          <ChartPanel symbol={symbol} streamUrl={streamUrl} layoutKey={layoutKey(market)} pricePrecision={precision} positions={positionLines} liquidation={futures} onSymbolSelect={openSymbol} />
        </div>
        <div className="trade-screen__panel trade-screen__book" data-panel="book">
          <OrderBook streamUrl={streamUrl} symbol={symbol} base={base} quote={quote} price={last} change={ticker?.change ?? change} precision={bookPrecision} amountDecimals={amountDecimals} />
        </div>
        <div className="trade-screen__panel trade-screen__trades" data-panel="trades">
          <RecentTrades streamUrl={streamUrl} symbol={symbol} base={base} precision={precision} />
        </div>
        <div className="trade-screen__panel trade-screen__markets">
          {/* A phone does not display this panel (its list is in the sheet): not rendered there (issue 39). */}
          {!phone && <MarketList base={base} quote={quote} />}
        </div>
        <div className="trade-screen__panel trade-screen__form" ref={formRef}>
          {formHeader}
          {formPanel ?? (form?.account && <OrderForm base={base} quote={quote} price={last} priceDecimals={precision} amountDecimals={amountDecimals} {...form} account={form.account} />)}
        </div>
        {ordersPanel ?? <OrdersPanel symbol={symbol} account={form?.account === 'spot' ? 'spot' : undefined} />}
      </div>
      <div className="trade-actionbar" data-testid="trade-actionbar">
        <button type="button" className="trade-actionbar__buy" onClick={() => goToForm('buy')} data-testid="actionbar-buy">
          {sideLabels.buy}
        </button>
        <button type="button" className="trade-actionbar__sell" onClick={() => goToForm('sell')} data-testid="actionbar-sell">
          {sideLabels.sell}
        </button>
      </div>
      <dialog className="trade-sheet" ref={sheetRef} aria-label={t`Markets`} data-testid="markets-sheet" onClick={(event) => event.target === event.currentTarget && closeMarkets()}>
        <div className="trade-sheet__head">
          <h2 className="ui-panel-head">
            <Trans>Markets</Trans>
          </h2>
          <button type="button" className="trade-sheet__close" onClick={closeMarkets} aria-label={t`Close`}>
            ×
          </button>
        </div>
        {sheetUsed && <MarketList base={base} quote={quote} onNavigate={closeMarkets} />}
      </dialog>
    </Page>
  );
}
