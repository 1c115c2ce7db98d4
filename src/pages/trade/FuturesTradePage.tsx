/**
 * /futures/{unit}/{contract}: perpetual futures settled in `unit` (USDT, BTC or USD), and
 * /futures-delivery: the same screen for the quarterly delivery contract.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { SelectField, Segmented } from '../../ui/form/Field';
import { useNow } from '../../facts/hooks';
import { useFormat } from '../../i18n/format';
import { findMarket, useMarkets } from '../../widgets/market-data';
import { Badge, Page, Skeleton } from '../../ui/content/Page';
import { MarketUnavailable } from './MarketUnavailable';
import type { FuturesUnit } from './search';
import { TradeScreen } from './screen/TradeScreen';
import { PerpetualScreen, useContract } from './futures/PerpetualScreen';
import './startChartCode';
import './trade.css';

/** The next quarterly expiry (last Friday of Mar, Jun, Sep, Dec, 08:00 UTC) after `now`. */
function nextQuarterlyExpiry(now: Date): Date {
  for (let offset = 0; offset < 15; offset++) {
    const month = now.getUTCMonth() + offset;
    const year = now.getUTCFullYear() + Math.floor(month / 12);
    const m = month % 12;
    if (m % 3 !== 2) continue;
    const last = new Date(Date.UTC(year, m + 1, 0, 8));
    last.setUTCDate(last.getUTCDate() - ((last.getUTCDay() + 2) % 7));
    if (last.getTime() > now.getTime()) return last;
  }
  return now;
}

export function FuturesTradePage({ unit, base, quote, delivery = false }: { unit: FuturesUnit; base: string; quote: string; delivery?: boolean }) {
  const { t } = useLingui();
  const format = useFormat();
  const { markets, loading } = useMarkets();
  const now = useNow();
  const [leverage, setLeverage] = useState('10');
  const [mode, setMode] = useState<'cross' | 'isolated'>('cross');
  // A USDT perpetual the backend lists trades on the futures account (docs/futures.md).
  const listed = useContract(`${base}_${quote}`);
  if (loading || (listed === undefined && unit === 'USDT' && !delivery)) {
    return (
      <Page wide>
        <h1 className="trade-ticker__symbol">
          {base}/{quote}
        </h1>
        <Skeleton lines={8} />
      </Page>
    );
  }
  const market = findMarket(markets, base, quote);
  if (!market) return <MarketUnavailable base={base} quote={quote} feedDown={markets.length === 0} />;
  if (listed && unit === 'USDT' && !delivery) return <PerpetualScreen contract={listed} last={market.last} change={market.change} base={base} quote={quote} quoteVolume={market.quoteVolume} />;
  const mark = market.last * 1.0002;
  const funding = ((market.change % 1) / 100 + 0.0001) * 100;
  const expiry = nextQuarterlyExpiry(new Date(now));
  const contract = `${base}_${quote}`;

  return (
    <TradeScreen
      symbol={contract}
      market={delivery ? 'delivery' : 'futures'}
      base={base}
      quote={quote}
      price={market.last}
      change={market.change}
      badge={delivery ? <Badge tone="accent">{t`Delivery`}</Badge> : <Badge tone="accent">{t`Perpetual · ${unit}-settled`}</Badge>}
      stats={[
        { label: <Trans>Mark price</Trans>, value: format.price(mark) },
        { label: <Trans>Index price</Trans>, value: format.price(market.last * 0.9998) },
        delivery
          ? { label: <Trans>Delivery</Trans>, value: format.date(expiry, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) }
          : { label: <Trans>Funding rate</Trans>, value: <span className={funding >= 0 ? 'rise' : 'fall'}>{format.percent(funding, 4)}</span> },
        { label: <Trans>24h volume</Trans>, value: format.compact(market.quoteVolume * 3.2) },
        { label: <Trans>Open interest</Trans>, value: format.compact(market.quoteVolume * 0.8) },
      ]}
      form={{
        sideLabels: { buy: <Trans>Long</Trans>, sell: <Trans>Short</Trans> },
        extra: (
          <div className="ui-stack" style={{ gap: 10 }}>
            <Segmented
              size="sm"
              label={t`Margin mode`}
              value={mode}
              onChange={setMode}
              options={[
                { value: 'cross', label: <Trans>Cross</Trans> },
                { value: 'isolated', label: <Trans>Isolated</Trans> },
              ]}
            />
            <SelectField label={t`Leverage`} value={leverage} onChange={(e) => setLeverage(e.target.value)} options={['1', '3', '5', '10', '20', '50', '100'].map((x) => ({ value: x, label: `${x}×` }))} />
          </div>
        ),
      }}
    />
  );
}
