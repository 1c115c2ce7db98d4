/**
 * /price/{coin} (issue 39): one coin's live price, an area chart over 1D/7D/1M/1Y/All from the
 * backend's history, market cap and supply, and the pairs it trades in here (links to
 * /trade/{pair}). Price, change and market cap come from the coin directory (the model the
 * stream uses); a tradable coin's price then follows the stream, as on its trading page.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useState } from 'react';
import { coinHistoryQuery, coinQuery, HISTORY_RANGES, type CoinInfo, type HistoryRange } from '../../api';
import { useQuery } from '../../api/hooks';
import { useLocalizedPath } from '../../site/useLocalizedPath';
import { EntityGate } from '../../shell/entity';
import { significantDecimals, useFormat } from '../../i18n/format';
import { intlLocale } from '../../i18n/locales';
import { useLocale } from '../../i18n/useLocale';
import { useTheme } from '../../theme/theme';
import { Change } from '../../ui/content/Change';
import { useSite } from '../../site/site';
import { useCoinDirectory, useLiveQuotes } from '../../widgets/market-data';
import { Card, CoinIcon, KeyValues, Page, Section, Skeleton } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';
import { QuickConverter } from './QuickConverter';
import './markets.css';
import { isolateCurrency } from './isolateCurrency';

// The charting library and the chart: a chunk of their own, fetched only where a chart shows.
const CoinAreaChart = lazy(() => import('./CoinAreaChart'));

/** /price/{coin}: the coin the backend resolves the slug to, or the page's not-found state. */
export function CoinPriceRoute({ slug }: { slug: string }) {
  const { t } = useLingui();
  const localize = useLocalizedPath();
  const query = useQuery(coinQuery(slug));
  return (
    <EntityGate query={query} back={{ href: localize('/price'), label: t`All cryptocurrency prices` }} title={({ name, symbol }) => t`${name} price (${symbol})`}>
      {(coin) => <CoinPricePage key={coin.symbol} coin={coin} />}
    </EntityGate>
  );
}

function CoinPricePage({ coin }: { coin: CoinInfo }) {
  const { t } = useLingui();
  const format = useFormat();
  const site = useSite();
  const { coins, loading } = useCoinDirectory();
  const entry = coins.find((c) => c.symbol === coin.symbol);
  const usdtPair = entry?.pairs.find((pair) => pair.endsWith('_USDT'));
  const quote = useLiveQuotes(site.ws.spot, usdtPair ? [usdtPair] : []).get(usdtPair ?? '');
  const price = quote?.last ?? entry?.price;
  const change = quote?.change ?? entry?.change;
  const rank = entry ? coins.indexOf(entry) + 1 : undefined;
  const name = coin.name;
  const symbol = coin.symbol;
  const since = coin.since;
  const money = (value: number) => isolateCurrency(format.money(value, 'USD', { notation: 'compact', maximumFractionDigits: 2 }));

  return (
    <Page>
      <div className="ui-split">
        <div className="ui-stack">
          <div className="ui-row">
            <CoinIcon symbol={coin.symbol} size={44} />
            <div>
              <h1 className="ui-page-head__title">
                <Trans>
                  {name} price ({symbol})
                </Trans>
              </h1>
            </div>
          </div>
          {loading ? (
            <Skeleton lines={2} />
          ) : price !== undefined && change !== undefined ? (
            <div className="ui-price-row" data-testid="coin-price">
              <span className="ui-price-row__value">{isolateCurrency(format.money(price, 'USD', { maximumFractionDigits: price < 1 ? 6 : 2 }))}</span>
              <Change value={change} />
              <span className="ui-muted ui-small">
                <Trans>24h</Trans>
              </span>
            </div>
          ) : (
            <p className="ui-muted">
              <Trans>Market data is unavailable right now. Please try again shortly.</Trans>
            </p>
          )}
          <PriceChart slug={coin.slug} />
        </div>
        <div className="ui-stack">
          <Card>
            <h2 className="ui-card__title">
              <Trans>Market statistics</Trans>
            </h2>
            <KeyValues
              items={[
                { label: <Trans>Rank</Trans>, value: rank ? `#${format.number(rank)}` : '—' },
                { label: <Trans>Market cap</Trans>, value: entry && price !== undefined ? money(coin.circulatingSupply * price) : '—' },
                { label: <Trans>24h volume</Trans>, value: entry ? money(entry.volume) : '—' },
                { label: <Trans>Circulating supply</Trans>, value: `${format.compact(coin.circulatingSupply)} ${coin.symbol}` },
                { label: <Trans>Maximum supply</Trans>, value: coin.maxSupply ? `${format.compact(coin.maxSupply)} ${coin.symbol}` : t`Unlimited` },
                { label: <Trans>Launched</Trans>, value: String(coin.since) },
              ]}
            />
          </Card>
          <Card className="ui-card--flush">
            <h2 className="ui-panel-head">
              <Trans>Markets</Trans>
            </h2>
            {entry && entry.pairs.length > 0 ? (
              <ul className="ui-list" data-testid="coin-markets">
                {entry.pairs.map((pair) => {
                  const [base, quoteAsset] = pair.split('_');
                  return (
                    <li className="ui-list__item" key={pair}>
                      <CoinIcon symbol={coin.symbol} size={28} />
                      <div className="ui-list__main">
                        <span className="ui-list__title">
                          {base}/{quoteAsset}
                        </span>
                      </div>
                      <Link to="/{-$locale}/trade/$pair" params={{ pair }} className={btn('secondary', 'sm')}>
                        <Trans context="button">Trade</Trans>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className="ui-muted coin-markets__none">
                <Trans>{symbol} does not trade here yet.</Trans>
              </p>
            )}
          </Card>
          {price !== undefined && <QuickConverter symbol={coin.symbol} price={price} />}
          {usdtPair && (
            <div className="ui-row">
              <Link to="/{-$locale}/trade/$pair" params={{ pair: usdtPair }} className={btn('primary', 'lg')}>
                <Trans>Trade {symbol}</Trans>
              </Link>
              <Link to="/{-$locale}/crypto/buy" className={btn('secondary', 'lg')}>
                <Trans>Buy {symbol}</Trans>
              </Link>
            </div>
          )}
        </div>
      </div>
      <Section title={<Trans>About {name}</Trans>}>
        <p className="ui-muted">
          <Trans>
            {name} ({symbol}) has been traded since {since}. Prices on this page come from our own order books and are
            updated continuously; market capitalisation multiplies the last price by the circulating supply.
          </Trans>
        </p>
      </Section>
    </Page>
  );
}

/** The area chart with its range switch; the history comes from the backend per range. */
function PriceChart({ slug }: { slug: string }) {
  const { t } = useLingui();
  const format = useFormat();
  const locale = useLocale();
  const { theme } = useTheme();
  const [range, setRange] = useState<HistoryRange>('1D');
  const query = useQuery(coinHistoryQuery(slug, range));
  const points = query.data?.data ?? null;
  const labels: Record<HistoryRange, string> = { '1D': t`1D`, '7D': t`7D`, '1M': t`1M`, '1Y': t`1Y`, ALL: t`All` };
  const first = points?.[0];
  const last = points?.[points.length - 1];
  const rising = !first || !last || last.p >= first.p;
  // One number of decimals for every axis label (five significant digits of the last price).
  const decimals = last ? significantDecimals(last.p) : 2;
  const formatPrice = useCallback((value: number) => format.price(value, decimals), [format, decimals]);
  const fallback = <div className="coin-chart__state" />;

  return (
    <div className="ui-card ui-card--flush coin-chart" data-testid="coin-chart" data-range={range}>
      <div className="ui-tabs coin-chart__ranges" role="group" aria-label={t`Price chart`}>
        {HISTORY_RANGES.map((id) => (
          <button key={id} type="button" className="ui-tabs__tab" aria-pressed={range === id} data-selected={range === id || undefined} onClick={() => setRange(id)}>
            {labels[id]}
          </button>
        ))}
      </div>
      <div className="coin-chart__box">
        {query.isPending ? (
          fallback
        ) : points && points.length > 1 ? (
          <Suspense fallback={fallback}>
            <CoinAreaChart points={points} rising={rising} theme={theme} formatPrice={formatPrice} locale={intlLocale(locale)} />
          </Suspense>
        ) : (
          <p className="coin-chart__state">
            <Trans>Market data is unavailable right now. Please try again shortly.</Trans>
          </p>
        )}
      </div>
    </div>
  );
}
