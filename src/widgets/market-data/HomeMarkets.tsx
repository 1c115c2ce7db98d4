/**
 * Home's markets (issue 39): the tradable coins in four tabs (hot, new, top gainers, top losers),
 * each row with its price and 24 h change live from the stream and its 7-day sparkline from the
 * directory. Its own chunk, loaded after the first paint into the box home reserves for it
 * (src/pages/home/HomeMarketsSlot.tsx): the rows are of fixed height, so nothing moves as they
 * arrive or update.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { use, useState } from 'react';
import { ensureCatalogPart } from '../../i18n/catalogs';
import { useFormat } from '../../i18n/format';
import { useSite } from '../../site/site';
import { useLocalizedPath } from '../../site/useLocalizedPath';
import { AppLink } from '../../ui/AppLink';
import { Change } from '../../ui/content/Change';
import { Num } from '../../ui/content/Num';
import { CoinIcon } from '../../ui/icons/CoinIcon';
import { useCoinDirectory } from './directory';
import { homeTab, type HomeTab } from './directoryView';
import { useLiveQuotes } from './liveTickers';
import { Sparkline } from './Sparkline';
import './homeMarkets.css';

/** Rows a tab shows (the reserved box holds exactly this many). */
export const HOME_ROWS = 6;
const TABS: readonly HomeTab[] = ['hot', 'new', 'gainers', 'losers'];

/** Home reads only the shell's part of the catalog: this section's messages are in the pages part. */
let pagesPart: Promise<void> | undefined;

export default function HomeMarkets() {
  use((pagesPart ??= ensureCatalogPart('pages').catch(() => undefined)));
  const { t } = useLingui();
  const format = useFormat();
  const localize = useLocalizedPath();
  const site = useSite();
  const [tab, setTab] = useState<HomeTab>('hot');
  const { coins, loading } = useCoinDirectory();
  // The coins that trade here: their rows take the stream's prices.
  const tradable = coins.filter((coin) => coin.pairs.length > 0);
  const quotes = useLiveQuotes(site.ws.spot, tradable.map((coin) => coin.pairs[0]!));
  const live = tradable.map((coin) => {
    const quote = quotes.get(coin.pairs[0]!);
    return quote ? { ...coin, price: quote.last, change: quote.change } : coin;
  });
  const rows = homeTab(live, tab, HOME_ROWS);
  const label: Record<HomeTab, string> = { hot: t`Hot`, new: t`New`, gainers: t`Top gainers`, losers: t`Top losers` };

  // The call failed or nothing trades: the section hides (its box stays, empty).
  if (!loading && rows.length === 0) return null;

  return (
    <section className="home-markets" aria-labelledby="home-markets-title" data-testid="home-markets">
      <div className="home-markets__head">
        <h2 id="home-markets-title" className="home-markets__title">
          <Trans>Markets</Trans>
        </h2>
        <AppLink className="home-markets__all" href={localize('/price')}>
          <Trans>View all</Trans>
        </AppLink>
      </div>
      <div className="ui-tabs home-markets__tabs" role="tablist" aria-label={t`Markets`}>
        {TABS.map((id) => (
          <button
            key={id}
            id={`home-markets-tab-${id}`}
            type="button"
            role="tab"
            aria-selected={tab === id}
            aria-controls="home-markets-panel"
            className="ui-tabs__tab"
            onClick={() => setTab(id)}
          >
            {label[id]}
          </button>
        ))}
      </div>
      <div id="home-markets-panel" role="tabpanel" aria-labelledby={`home-markets-tab-${tab}`} className="home-markets__panel">
        <table className="home-markets__table">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Coin</Trans>
              </th>
              <th scope="col" className="home-markets__num">
                <Trans>Price</Trans>
              </th>
              <th scope="col" className="home-markets__num">
                <Trans>24h change</Trans>
              </th>
              <th scope="col" className="home-markets__spark">
                <Trans>Last 7 days</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {loading
              ? Array.from({ length: HOME_ROWS }, (_, i) => (
                  // The same cells as a loaded row, so the columns keep their widths when the
                  // rows arrive (one cell across four columns let a phone's header re-flow: CLS).
                  <tr key={i} className="home-markets__row" aria-hidden="true">
                    <td>
                      <span className="home-markets__placeholder" />
                    </td>
                    <td className="home-markets__num">
                      <span className="home-markets__placeholder" />
                    </td>
                    <td className="home-markets__num">
                      <span className="home-markets__placeholder" />
                    </td>
                    <td className="home-markets__spark">
                      <span className="home-markets__placeholder" />
                    </td>
                  </tr>
                ))
              : rows.map((coin) => (
                  <tr key={coin.symbol} className="home-markets__row" data-testid="home-market-row" data-pair={coin.pairs[0]}>
                    <th scope="row">
                      <AppLink className="home-markets__coin" href={localize(`/trade/${coin.pairs[0]!}`)}>
                        <CoinIcon symbol={coin.symbol} size={28} />
                        <span className="home-markets__symbol">{coin.symbol}</span>
                        <span className="home-markets__name">{coin.name}</span>
                      </AppLink>
                    </th>
                    <td className="home-markets__num" data-testid="home-market-price">
                      <Num text={format.price(coin.price)} />
                    </td>
                    <td className="home-markets__num">
                      <Change value={coin.change} />
                    </td>
                    <td className="home-markets__spark">
                      <Sparkline values={coin.sparkline} width={112} height={32} />
                    </td>
                  </tr>
                ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
