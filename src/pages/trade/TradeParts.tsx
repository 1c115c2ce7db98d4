/**
 * The trading screen's parts: ticker bar, order book, recent trades, order form and the orders
 * panel. Book and trades come from the market stream (./live); until the first message they show
 * placeholder rows, never invented prices. Long zero runs show as a count (<Num>). Shared by spot,
 * margin, futures, delivery and alpha pages.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';
import { useId, useState, type CSSProperties, type ReactNode } from 'react';
import { loginHref } from '../../site/loginGuard';
import { useLoggedIn } from '../../facts/hooks';
import { useSite } from '../../site/site';
import { useLocale } from '../../i18n/useLocale';
import { useLocalizedPath } from '../../site/useLocalizedPath';
import { normalizeAmountOnBlur, sanitizeAmount } from '../../lib/amount';
import { Segmented, TextField } from '../../ui/form/Field';
import { useFormat } from '../../i18n/format';
import { Change } from '../../ui/content/Change';
import { CoinIcon } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';
import { useQuery } from '../../api/hooks';
import { userFrequencyQuery } from '../../api/queries';
import { useFundPasswordRequests } from '../../overlays/fundPasswordRequests';
import { Num } from '../../ui/content/Num';
import type { LiveBook, LiveTrade } from './live';
import './trade.css';

export interface TickerStat {
  label: ReactNode;
  value: ReactNode;
}

export function TickerBar({ base, quote, price, change, stats, badge, priceDecimals, live = false }: { base: string; quote: string; price: number; change: number; stats: readonly TickerStat[]; badge?: ReactNode; priceDecimals?: number; live?: boolean }) {
  const format = useFormat();
  return (
    <div className="pg-trade__panel pg-trade__ticker" data-testid="ticker-bar" data-live={live}>
      <div className="pg-ticker__pair">
        <CoinIcon symbol={base} size={32} />
        <div>
          <h1 className="pg-ticker__symbol">
            {base}/{quote}
          </h1>
          {badge}
        </div>
      </div>
      <div className="pg-ticker__stat">
        <Num className={`pg-ticker__price ${change >= 0 ? 'rise' : 'fall'}`} text={format.price(price, priceDecimals)} />
        <Change value={change} />
      </div>
      {stats.map((stat, index) => (
        <div className="pg-ticker__stat" key={index}>
          <span>{stat.label}</span>
          <span>{stat.value}</span>
        </div>
      ))}
    </div>
  );
}

const BOOK_ROWS = 10;
/** Recent trades shown without scrolling (the list keeps up to live.ts's MAX_TRADES). */
const TRADE_ROWS = 8;

function PlaceholderRows({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <div className="pg-book__row pg-book__row--placeholder" key={i} aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
      ))}
    </>
  );
}

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
    <div className={`pg-book__row pg-book__row--${kind}`} key={`${kind}-${l.price}`}>
      <Num className={kind === 'ask' ? 'fall' : 'rise'} text={format.price(l.price, priceDecimals)} />
      <span>{amount(l.amount)}</span>
      <span>{amount(l.total)}</span>
      <span className="pg-book__depth" style={{ inlineSize: `${(l.total / max) * 100}%` }} />
    </div>
  );
  return (
    <section className="pg-book" aria-label={t`Order book`} data-testid="order-book" aria-busy={book === null} data-live={book !== null}>
      <h2 className="pg-panel-head">
        <Trans>Order book</Trans>
      </h2>
      <div className="pg-book__head">
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
      <div className="pg-book__mid">
        <Num className={change >= 0 ? 'rise' : 'fall'} text={format.price(price, priceDecimals)} />
      </div>
      {bids.map((l) => level(l, 'bid'))}
      <PlaceholderRows count={BOOK_ROWS - bids.length} />
    </section>
  );
}

export function RecentTrades({ base, trades, priceDecimals }: { base: string; trades: readonly LiveTrade[] | null; priceDecimals?: number }) {
  const format = useFormat();
  const { t } = useLingui();
  const headingId = useId();
  return (
    <section className="pg-book" aria-label={t`Recent trades`} data-testid="recent-trades" aria-busy={trades === null} data-live={trades !== null}>
      <h2 className="pg-panel-head" id={headingId}>
        <Trans>Recent trades</Trans>
      </h2>
      <div className="pg-book__head">
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
      <div className="pg-trades__list" style={{ '--trade-rows': TRADE_ROWS } as CSSProperties} data-testid="recent-trades-list" role="group" aria-labelledby={headingId} tabIndex={0}>
        {(trades ?? []).map((trade) => (
          <div className="pg-book__row" key={trade.id}>
            <Num className={trade.side === 'buy' ? 'rise' : 'fall'} text={format.price(trade.price, priceDecimals)} />
            <span>{format.number(trade.amount, { minimumFractionDigits: 2, maximumFractionDigits: 4 })}</span>
            <span className="pg-faint">{format.date(trade.time, { timeStyle: 'medium' })}</span>
          </div>
        ))}
        <PlaceholderRows count={Math.max(0, TRADE_ROWS - (trades?.length ?? 0))} />
      </div>
    </section>
  );
}

export type OrderSide = 'buy' | 'sell';

export interface OrderFormOptions {
  base: string;
  quote: string;
  price: number;
  /** Labels of the two sides: Buy/Sell on spot, Long/Short on futures. */
  sideLabels?: { buy: ReactNode; sell: ReactNode };
  /** Extra controls above the inputs (leverage, margin mode). */
  extra?: ReactNode;
  priceDecimals?: number;
  amountDecimals?: number;
}

/** Until when a fund password entered 'once an hour' stays valid (memory only; never stored). */
let fundPasswordValidUntil = 0;

/** Limit and market orders. Placing one needs an account: logged-out visitors get log-in links. */
export function OrderForm({ base, quote, price, sideLabels, extra, priceDecimals = 2, amountDecimals = 6 }: OrderFormOptions) {
  const { t } = useLingui();
  const format = useFormat();
  const site = useSite();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const location = useLocation();
  const [side, setSide] = useState<OrderSide>('buy');
  const [type, setType] = useState<'limit' | 'market'>('limit');
  const [limit, setLimit] = useState(() => price.toFixed(priceDecimals));
  const [amount, setAmount] = useState('');
  const [placed, setPlaced] = useState(false);
  const loggedIn = useLoggedIn();
  const { openFundPassword } = useFundPasswordRequests();
  const frequency = useQuery(userFrequencyQuery({ enabled: loggedIn })).data?.data;
  const effectivePrice = type === 'market' ? price : Number(limit || 0);
  const total = effectivePrice * Number(amount || 0);
  const labels = sideLabels ?? { buy: <Trans>Buy</Trans>, sell: <Trans>Sell</Trans> };
  const back = `${location.pathname}${location.searchStr}`;

  return (
    <form
      className="pg-order-form"
      aria-label={t`Place order`}
      data-testid="order-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!(Number(amount) > 0)) return;
        // SPEC sections 4, 5: the fund password, as often as the user chose (0 never; 1 once an
        // hour, remembered in this page only; 2 every time).
        if (frequency === 0 || (frequency !== 2 && Date.now() < fundPasswordValidUntil)) return setPlaced(true);
        openFundPassword((result) => {
          if (result.validity === 1) fundPasswordValidUntil = Date.now() + 3_600_000;
          setPlaced(true);
        });
      }}
    >
      <Segmented
        label={t`Side`}
        value={side}
        onChange={setSide}
        options={[
          { value: 'buy', label: labels.buy, className: 'pg-segmented__option--buy' },
          { value: 'sell', label: labels.sell, className: 'pg-segmented__option--sell' },
        ]}
      />
      <div className="pg-tabs" role="tablist" aria-label={t`Order type`}>
        <button type="button" role="tab" aria-selected={type === 'limit'} className="pg-tabs__tab" onClick={() => setType('limit')}>
          <Trans>Limit</Trans>
        </button>
        <button type="button" role="tab" aria-selected={type === 'market'} className="pg-tabs__tab" onClick={() => setType('market')}>
          <Trans context="order type">Market</Trans>
        </button>
      </div>
      {extra}
      {type === 'limit' ? (
        <TextField label={t`Price`} inputMode="decimal" value={limit} suffix={quote} onChange={(e) => setLimit(sanitizeAmount(e.target.value, { precision: priceDecimals }))} onBlur={() => setLimit(normalizeAmountOnBlur(limit))} />
      ) : (
        <TextField label={t`Price`} value={t`Best market price`} suffix={quote} readOnly />
      )}
      <TextField label={t`Amount`} inputMode="decimal" value={amount} placeholder="0" suffix={base} onChange={(e) => { setPlaced(false); setAmount(sanitizeAmount(e.target.value, { precision: amountDecimals })); }} onBlur={() => setAmount(normalizeAmountOnBlur(amount))} />
      <div className="pg-pct-row" role="group" aria-label={t`Share of balance`}>
        {[25, 50, 75, 100].map((pct) => (
          <button key={pct} type="button" disabled={!loggedIn} onClick={() => setAmount('0')}>
            {format.number(pct / 100, { style: 'percent' })}
          </button>
        ))}
      </div>
      <div className="pg-order-form__row">
        <span>
          <Trans>Total</Trans>
        </span>
        <span className="pg-strong">
          {format.number(total, { maximumFractionDigits: priceDecimals })} {quote}
        </span>
      </div>
      <div className="pg-order-form__row">
        <span>
          <Trans>Available</Trans>
        </span>
        <span>{loggedIn ? `0 ${side === 'buy' ? quote : base}` : '—'}</span>
      </div>
      {loggedIn ? (
        <button type="submit" className={btn('primary', 'lg', `pg-order-form__submit pg-order-form__submit--${side}`)}>
          {side === 'buy' ? labels.buy : labels.sell} {base}
        </button>
      ) : (
        <div className="pg-stack" style={{ gap: 8 }}>
          <a href={loginHref(site, locale, back)} className={btn('primary', 'lg', 'pg-order-form__submit')}>
            <Trans>Log in to trade</Trans>
          </a>
          <a href={localize('/signup')} className={btn('secondary', 'md', 'pg-order-form__submit')}>
            <Trans>Sign up</Trans>
          </a>
        </div>
      )}
      {placed && (
        <p className="pg-muted pg-small" role="status">
          <Trans>Your balance is too low for this order. Deposit funds to continue.</Trans>{' '}
          <Link to="/{-$locale}/myaccount/deposit/{-$currency}" params={{ currency: side === 'buy' ? quote : base }} className="pg-link">
            <Trans>Deposit</Trans>
          </Link>
        </p>
      )}
    </form>
  );
}

export function OrdersPanel({ positions }: { positions?: ReactNode }) {
  const { t } = useLingui();
  const [tab, setTab] = useState<'positions' | 'open' | 'history'>(positions ? 'positions' : 'open');
  const loggedIn = useLoggedIn();
  return (
    <section className="pg-trade__panel pg-trade__orders" aria-label={t`Your orders`}>
      <div className="pg-tabs" role="tablist" aria-label={t`Your orders`}>
        {positions && (
          <button type="button" role="tab" aria-selected={tab === 'positions'} className="pg-tabs__tab" onClick={() => setTab('positions')}>
            <Trans>Positions</Trans>
          </button>
        )}
        <button type="button" role="tab" aria-selected={tab === 'open'} className="pg-tabs__tab" onClick={() => setTab('open')}>
          <Trans>Open orders</Trans>
        </button>
        <button type="button" role="tab" aria-selected={tab === 'history'} className="pg-tabs__tab" onClick={() => setTab('history')}>
          <Trans>Order history</Trans>
        </button>
      </div>
      {tab === 'positions' && positions ? (
        positions
      ) : (
      <p className="pg-table__empty" style={{ padding: 32, textAlign: 'center' }}>
        {loggedIn ? (tab === 'open' ? <Trans>You have no open orders.</Trans> : <Trans>No orders in the last 7 days.</Trans>) : <Trans>Log in to see your orders.</Trans>}
      </p>
      )}
    </section>
  );
}
