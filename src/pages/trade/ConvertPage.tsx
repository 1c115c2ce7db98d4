/** /convert/{from}/{to}: swap one asset for another at a quoted rate, no order book needed. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useLoggedIn } from '../../facts/hooks';
import { sanitizeAmount } from '../../lib/amount';
import { SelectField, TextField } from '../../ui/form/Field';
import { useFormat } from '../../i18n/format';
import { useMarkets } from '../../widgets/market-data';
import { Card, KeyValues, Notice, Page, PageHeader } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';
import { useSite } from '../../site/site';
import { layoutKey } from '../../widgets/chart';
import { useLiveTicker } from './screen/live';
import { ChartPanel, precisionOf } from '../../widgets/chart';

function convertRate(prices: ReadonlyMap<string, number>, from: string, to: string): number | undefined {
  const a = prices.get(from);
  const b = prices.get(to);
  return a !== undefined && b !== undefined && b > 0 ? a / b : undefined;
}

export function ConvertPage({ from, to }: { from: string; to: string }) {
  const loggedIn = useLoggedIn();
  const { t } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  const { markets } = useMarkets();
  const [amount, setAmount] = useState('100');
  const [quoted, setQuoted] = useState(false);
  const site = useSite();
  // The crypto side against USDT: its chart shows below, and its live price updates the rate.
  const crypto = from === 'USDT' ? to : from;
  const chartSymbol = `${crypto}_USDT`;
  const ticker = useLiveTicker(crypto === 'USDT' ? undefined : site.ws.spot, chartSymbol);
  const prices = new Map<string, number>([['USDT', 1], ...markets.filter((m) => m.quote === 'USDT').map((m) => [m.base, m.last] as [string, number])]);
  if (ticker) prices.set(crypto, ticker.last);
  const assets = [...prices.keys()];
  const rate = convertRate(prices, from, to);
  const receive = rate === undefined ? 0 : Number(amount || 0) * rate;
  const go = (next: { from?: string; to?: string }) =>
    void navigate({ to: '/{-$locale}/convert/$from/$to', params: { from: next.from ?? from, to: next.to ?? to } });

  return (
    <Page>
      <PageHeader title={<Trans>Convert</Trans>} lead={<Trans>Swap between assets in one step at a guaranteed rate, with no trading fee.</Trans>} />
      <Card className="ui-stack" >
        <div className="ui-grid ui-grid--2">
          <div className="ui-stack" style={{ gap: 10 }}>
            <TextField label={t`You pay`} inputMode="decimal" value={amount} suffix={from} onChange={(e) => { setQuoted(false); setAmount(sanitizeAmount(e.target.value, { precision: 8 })); }} />
            <SelectField label={t`Asset to pay with`} value={from} onChange={(e) => go({ from: e.target.value === to ? to : e.target.value, to: e.target.value === to ? from : to })} options={assets.map((a) => ({ value: a, label: a }))} />
          </div>
          <div className="ui-stack" style={{ gap: 10 }}>
            <TextField label={t`You receive`} value={rate === undefined ? '' : format.number(receive, { maximumFractionDigits: 8 })} suffix={to} readOnly />
            <SelectField label={t`Asset to receive`} value={to} onChange={(e) => go({ to: e.target.value === from ? from : e.target.value, from: e.target.value === from ? to : from })} options={assets.map((a) => ({ value: a, label: a }))} />
          </div>
        </div>
        <KeyValues
          items={[
            { label: <Trans>Rate</Trans>, value: rate === undefined ? '—' : `1 ${from} ≈ ${format.number(rate, { maximumSignificantDigits: 8 })} ${to}` },
            { label: <Trans>Fee</Trans>, value: <Trans>None</Trans> },
          ]}
        />
        <div className="ui-row">
          <button type="button" className={btn('primary', 'lg')} disabled={rate === undefined || !(Number(amount) > 0)} onClick={() => setQuoted(true)}>
            <Trans>Preview conversion</Trans>
          </button>
          <button type="button" className={btn('ghost', 'lg')} onClick={() => go({ from: to, to: from })}>
            <Trans>Swap direction</Trans>
          </button>
        </div>
        {quoted && (
          <Notice title={<Trans>Quote ready</Trans>}>
            {loggedIn ? <Trans>Your balance is too low to convert this amount. Deposit funds and try again.</Trans> : <Trans>Log in to confirm the conversion. Quotes are valid for 10 seconds.</Trans>}
          </Notice>
        )}
      </Card>
      {crypto !== 'USDT' && prices.has(crypto) && (
        <div className="trade-screen__panel trade-convert__chart" data-testid="convert-chart">
          <ChartPanel symbol={chartSymbol} streamUrl={site.ws.spot} layoutKey={layoutKey('convert')} pricePrecision={precisionOf(prices.get(crypto) ?? 1)} />
        </div>
      )}
    </Page>
  );
}
