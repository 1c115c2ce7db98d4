/**
 * The market list beside the order book (issue 35): search, quote tabs, favourites kept per
 * browser (./favourites) and each pair's last price and 24 h change, all from the backend's
 * listing (the price model's rolling tickers, asked per quote and refreshed every ten seconds).
 * A pair opens its trading page. On phones the same list opens in a sheet from the ticker bar.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { memo, useId, useState } from 'react';
import { useQuery } from '../../../api/hooks';
import { marketTickersQuery } from '../../../api/queries';
import type { Ticker } from '../../../api/endpoints/markets';
import { displayDecimals, useFormat } from '../../../i18n/format';
import { pricePrecisionOf } from '../../../api/endpoints/chart';
import { Num } from '../../../ui/content/Num';
import { useFavourites } from './favourites';

/** Quote tabs every site offers; the page's own quote (JPY on the Japanese site) joins them. */
const QUOTES = ['USDT', 'BTC', 'ETH'] as const;
const FAVOURITES = '*';
const REFRESH_MS = 10_000;

interface Row {
  pair: string;
  base: string;
  quote: string;
  last: number;
  change: number;
  quoteVolume: number;
}

function toRow(ticker: Ticker): Row | null {
  const [base, quote] = ticker.currency_pair.split('_');
  const last = Number(ticker.last);
  if (!base || !quote || !Number.isFinite(last)) return null;
  const change = Number(ticker.change_percentage);
  const quoteVolume = Number(ticker.quote_volume);
  return { pair: ticker.currency_pair, base, quote, last, change: Number.isFinite(change) ? change : 0, quoteVolume: Number.isFinite(quoteVolume) ? quoteVolume : 0 };
}

/** The listing of one quote, asked only while `enabled` (the open tab, or a quote a favourite uses). */
function useQuoteRows(quote: string, enabled: boolean): { rows: Row[]; pending: boolean } {
  const query = useQuery({ ...marketTickersQuery({ quote, enabled: enabled && quote !== '' }), refetchInterval: REFRESH_MS });
  const list = query.data?.ok ? query.data.data : [];
  return { rows: list.map(toRow).filter((row): row is Row => row !== null), pending: enabled && query.isPending };
}

// Memoised: the trading screen re-renders with every ticker update; this panel's props do not change with it.
export const MarketList = memo(function MarketList({ base, quote, onNavigate }: { base: string; quote: string; onNavigate?: () => void }) {
  const { t } = useLingui();
  const format = useFormat();
  const [favourites, toggle] = useFavourites();
  const [tab, setTab] = useState<string>(QUOTES.includes(quote as (typeof QUOTES)[number]) || quote === '' ? quote || 'USDT' : quote);
  const [search, setSearch] = useState('');
  const listId = useId();
  const extra = QUOTES.includes(quote as (typeof QUOTES)[number]) ? '' : quote;
  const favouriteQuotes = new Set(favourites.map((pair) => pair.split('_')[1]));
  const wants = (q: string) => tab === q || (tab === FAVOURITES && favouriteQuotes.has(q));
  // One slot per possible quote, so the hooks never change in number.
  const lists = [useQuoteRows('USDT', wants('USDT')), useQuoteRows('BTC', wants('BTC')), useQuoteRows('ETH', wants('ETH')), useQuoteRows(extra, extra !== '' && wants(extra))];
  const all = lists.flatMap((list) => list.rows);
  const pending = lists.some((list) => list.pending);
  const q = search.trim().toUpperCase();
  const rows = (tab === FAVOURITES ? favourites.map((pair) => all.find((row) => row.pair === pair)).filter((row): row is Row => row !== undefined) : all.filter((row) => row.quote === tab)).filter((row) => q === '' || row.base.includes(q) || row.pair.includes(q.replace('/', '_')));
  const tabs = [FAVOURITES, ...QUOTES, ...(extra ? [extra] : [])];

  return (
    <section className="trade-markets" aria-label={t`Markets`} data-testid="market-list">
      <h2 className="ui-panel-head visually-hidden">
        <Trans>Markets</Trans>
      </h2>
      <div className="trade-markets__search">
        <input type="search" className="trade-markets__input" value={search} onChange={(event) => setSearch(event.target.value)} placeholder={t`Search`} aria-label={t`Search markets`} aria-controls={listId} />
      </div>
      <div className="trade-markets__tabs" role="tablist" aria-label={t`Quote currency`}>
        {tabs.map((id) => (
          <button key={id} type="button" role="tab" aria-selected={tab === id} aria-controls={listId} className="trade-markets__tab" onClick={() => setTab(id)} data-quote={id}>
            {id === FAVOURITES ? <span aria-label={t`Favourites`}>★</span> : id}
          </button>
        ))}
      </div>
      <div className="trade-markets__head" aria-hidden="true">
        <span>
          <Trans>Pair</Trans>
        </span>
        <span>
          <Trans>Price</Trans>
        </span>
        <span>
          <Trans>24h change</Trans>
        </span>
      </div>
      {/* The tab panel holds the list: a <ul> given role=tabpanel is no list, and its rows no list items (axe listitem). */}
      <div id={listId} role="tabpanel" aria-busy={pending}>
      <ul className="trade-markets__list">
        {rows.map((row) => {
          const favourite = favourites.includes(row.pair);
          const name = `${row.base}/${row.quote}`;
          return (
            <li key={row.pair} className="trade-markets__row" data-pair={row.pair} aria-current={row.base === base && row.quote === quote ? 'true' : undefined}>
              <button type="button" className="trade-markets__star" aria-pressed={favourite} aria-label={favourite ? t`Remove ${name} from favourites` : t`Add ${name} to favourites`} onClick={() => toggle(row.pair)}>
                {favourite ? '★' : '☆'}
              </button>
              <Link to="/{-$locale}/trade/$pair" params={{ pair: row.pair }} className="trade-markets__link" onClick={onNavigate}>
                <span className="trade-markets__pair">
                  <strong>{row.base}</strong>
                  <span className="ui-faint">/{row.quote}</span>
                </span>
                <Num className="trade-markets__price" text={format.price(row.last, displayDecimals(row.last, pricePrecisionOf(row.last)))} />
                <span className={row.change >= 0 ? 'rise' : 'fall'}>{format.change(row.change)}</span>
              </Link>
            </li>
          );
        })}
        {!pending && rows.length === 0 && <li className="trade-markets__empty">{tab === FAVOURITES && q === '' ? <Trans>Star a pair to keep it here.</Trans> : <Trans>No pairs found</Trans>}</li>}
      </ul>
      </div>
    </section>
  );
});
