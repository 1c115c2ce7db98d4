/** /price/{coin}: one coin's price, its 24 h range, facts and a quick converter. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { coinQuery, type CoinInfo } from '../../api';
import { useQuery } from '../../api/hooks';
import { useLocalizedPath } from '../../site/useLocalizedPath';
import { EntityGate } from '../../shell/entity';
import { useFormat } from '../../i18n/format';
import { Change } from '../../ui/content/Change';
import { ChartPanel, layoutKey, precisionOf } from '../../widgets/chart';
import { useSite } from '../../site/site';
import { useMarkets } from '../../widgets/market-data';
import { Card, CoinIcon, KeyValues, Page, Section, Skeleton } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';
import { QuickConverter } from './QuickConverter';

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
  const { markets, loading } = useMarkets();
  const site = useSite();
  const market = markets.find((m) => m.base === coin.symbol && m.quote === 'USDT');
  const name = coin.name;
  const symbol = coin.symbol;
  const since = coin.since;

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
          ) : market ? (
            <div className="ui-price-row" data-testid="coin-price">
              <span className="ui-price-row__value">{format.money(market.last, 'USD', { maximumFractionDigits: market.last < 1 ? 6 : 2 })}</span>
              <Change value={market.change} />
              <span className="ui-muted ui-small">
                <Trans>24h</Trans>
              </span>
            </div>
          ) : (
            <p className="ui-muted">
              <Trans>{symbol} is not traded against USDT right now.</Trans>
            </p>
          )}
          {market && (
            <div className="ui-card ui-card--flush trade-price-chart" data-testid="coin-chart">
              <ChartPanel symbol={`${coin.symbol}_USDT`} streamUrl={site.ws.spot} layoutKey={layoutKey('price')} pricePrecision={precisionOf(market.last)} />
            </div>
          )}
        </div>
        <div className="ui-stack">
          <Card>
            <h2 className="ui-card__title">
              <Trans>Market statistics</Trans>
            </h2>
            <KeyValues
              items={[
                { label: <Trans>Market cap</Trans>, value: market ? format.money(coin.circulatingSupply * market.last, 'USD', { notation: 'compact', maximumFractionDigits: 2 }) : '—' },
                { label: <Trans>24h volume</Trans>, value: market ? format.money(market.quoteVolume, 'USD', { notation: 'compact', maximumFractionDigits: 2 }) : '—' },
                { label: <Trans>24h high</Trans>, value: market ? format.price(market.high) : '—' },
                { label: <Trans>24h low</Trans>, value: market ? format.price(market.low) : '—' },
                { label: <Trans>Circulating supply</Trans>, value: `${format.compact(coin.circulatingSupply)} ${coin.symbol}` },
                { label: <Trans>Maximum supply</Trans>, value: coin.maxSupply ? `${format.compact(coin.maxSupply)} ${coin.symbol}` : t`Unlimited` },
                { label: <Trans>Launched</Trans>, value: String(coin.since) },
              ]}
            />
          </Card>
          {market && <QuickConverter symbol={coin.symbol} price={market.last} />}
          <div className="ui-row">
            <Link to="/{-$locale}/trade/$pair" params={{ pair: `${coin.symbol}_USDT` }} className={btn('primary', 'lg')}>
              <Trans>Trade {symbol}</Trans>
            </Link>
            <Link to="/{-$locale}/crypto/buy" className={btn('secondary', 'lg')}>
              <Trans>Buy {symbol}</Trans>
            </Link>
          </div>
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
