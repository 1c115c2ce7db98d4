/**
 * /price-prediction: a projection calculator. The visitor picks a coin and an expected yearly
 * change; the table compounds it from today's price. It states plainly that it is arithmetic,
 * not a forecast.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DataTable, type Column } from '../../ui/content/DataTable';
import { SelectField, TextField } from '../../ui/form/Field';
import { useNow } from '../../facts/hooks';
import { useFormat } from '../../i18n/format';
import { useMarkets } from '../../widgets/market-data';
import { Card, Notice, Page, PageHeader, Section } from '../../ui/content/Page';
import { isolateCurrency } from './isolateCurrency';

interface Projection {
  year: number;
  price: number;
  growth: number;
}

function projectPrices(price: number, yearlyPercent: number, fromYear: number, years: number): Projection[] {
  const out: Projection[] = [];
  for (let i = 1; i <= years; i++) {
    const factor = (1 + yearlyPercent / 100) ** i;
    out.push({ year: fromYear + i, price: price * factor, growth: (factor - 1) * 100 });
  }
  return out;
}

export function PricePredictionPage() {
  const { t } = useLingui();
  const format = useFormat();
  const { markets } = useMarkets();
  const usdt = markets.filter((m) => m.quote === 'USDT');
  const [base, setBase] = useState('BTC');
  const [rate, setRate] = useState('10');
  const market = usdt.find((m) => m.base === base) ?? usdt[0];
  const yearly = Math.max(-99, Math.min(1000, Number(rate) || 0));
  const thisYear = new Date(useNow()).getUTCFullYear();
  const rows = market ? projectPrices(market.last, yearly, thisYear, 5) : [];

  const columns: Column<Projection>[] = [
    { id: 'year', header: <Trans>Year</Trans>, cell: (r) => String(r.year) },
    { id: 'price', header: <Trans>Projected price</Trans>, align: 'end', cell: (r) => <span className="ui-strong">{isolateCurrency(format.money(r.price, 'USD', { maximumFractionDigits: r.price < 1 ? 6 : 2 }))}</span> },
    { id: 'growth', header: <Trans>Change from today</Trans>, align: 'end', cell: (r) => <span className={r.growth >= 0 ? 'rise' : 'fall'}>{format.change(r.growth)}</span> },
  ];

  return (
    <Page>
      <PageHeader
        title={<Trans>Crypto price prediction calculator</Trans>}
        lead={<Trans>Choose a coin and the yearly change you expect, and see what that would mean for its price over the next five years.</Trans>}
      />
      <div className="ui-split">
        <Section title={<Trans>Projection</Trans>}>
          <DataTable rows={rows} columns={columns} rowKey={(r) => String(r.year)} caption={t`Projected prices by year`} />
          <Notice tone="warn" title={<Trans>This is not a forecast</Trans>}>
            <Trans>The figures compound the rate you enter. Crypto prices are volatile and past performance does not predict future results.</Trans>
          </Notice>
        </Section>
        <Card>
          <div className="ui-form">
            <SelectField label={t`Coin`} value={market?.base ?? base} onChange={(e) => setBase(e.target.value)} options={usdt.map((m) => ({ value: m.base, label: `${m.name} (${m.base})` }))} />
            <TextField label={t`Expected yearly change`} inputMode="decimal" value={rate} suffix="%" onChange={(e) => setRate(e.target.value.replace(/[^\d.-]/g, ''))} hint={t`Between -99% and 1000%.`} />
            {market && (
              <p className="ui-muted ui-small">
                <Trans>Today's price</Trans>: <span className="ui-strong">{isolateCurrency(format.money(market.last, 'USD', { maximumFractionDigits: market.last < 1 ? 6 : 2 }))}</span>
              </p>
            )}
          </div>
        </Card>
      </div>
    </Page>
  );
}
