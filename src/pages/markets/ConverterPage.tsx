/** /converter: converts between any listed coin and a fiat currency at the last price. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSite } from '../../site/site';
import { sanitizeAmount } from '../../lib/amount';
import { useFiatList, useFiatPerUsdt } from '../../widgets/market-data';
import { SelectField, TextField } from '../../ui/form/Field';
import { useFormat } from '../../i18n/format';
import { useMarkets } from '../../widgets/market-data';
import { Card, KeyValues, Page, PageHeader } from '../../ui/content/Page';
import { isolateCurrency } from './isolateCurrency';

function convertToFiat(amount: number, usdtPrice: number, usdPerFiat: number): number {
  return usdPerFiat > 0 ? (amount * usdtPrice) / usdPerFiat : 0;
}

export function ConverterPage() {
  const { t } = useLingui();
  const site = useSite();
  const format = useFormat();
  const { markets } = useMarkets();
  const coins = markets.filter((m) => m.quote === 'USDT');
  const [base, setBase] = useState('BTC');
  const fiats = useFiatList(site.defaultFiat);
  const [fiat, setFiat] = useState(site.defaultFiat.toUpperCase());
  const [amount, setAmount] = useState('1');
  const market = coins.find((m) => m.base === base) ?? coins[0];
  // USD per unit of the fiat, from the header data's rate (undefined: no estimate to show).
  const perUsdt = useFiatPerUsdt(fiat).perUsdt;
  const rate = perUsdt === undefined ? 0 : 1 / perUsdt;
  const value = market ? convertToFiat(Number(amount || 0), market.last, rate) : 0;
  const unit = market ? convertToFiat(1, market.last, rate) : 0;
  const coin = market?.base ?? base;

  return (
    <Page>
      <PageHeader title={<Trans>Crypto converter</Trans>} lead={<Trans>Convert any listed coin to your currency at the latest market price.</Trans>} />
      <Card>
        <div className="ui-grid ui-grid--3">
          <TextField label={t`Amount`} inputMode="decimal" value={amount} onChange={(e) => setAmount(sanitizeAmount(e.target.value, { precision: 8 }))} />
          <SelectField label={t`From`} value={coin} onChange={(e) => setBase(e.target.value)} options={coins.map((m) => ({ value: m.base, label: `${m.base} · ${m.name}` }))} />
          <SelectField label={t`To`} value={fiat} onChange={(e) => setFiat(e.target.value)} options={fiats.map((code) => ({ value: code, label: code }))} />
        </div>
        <p className="ui-price-row" style={{ marginBlockStart: 20 }}>
          <span className="ui-price-row__value" data-testid="converter-result">
            {rate > 0 ? isolateCurrency(format.money(value, fiat)) : '—'}
          </span>
        </p>
        <KeyValues
          items={[
            { label: <Trans>1 {coin}</Trans>, value: rate > 0 ? isolateCurrency(format.money(unit, fiat)) : '—' },
            { label: <Trans>Rate source</Trans>, value: <Trans>Last traded price against USDT</Trans> },
          ]}
        />
      </Card>
    </Page>
  );
}
