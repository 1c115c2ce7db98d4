/** Buy (or sell) crypto with fiat: amount, currencies, quote including fees. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLoggedIn } from '../../facts/hooks';
import { sanitizeAmount } from '../../lib/amount';
import { useFiatList, useFiatPerUsdt, useMarkets } from '../../widgets/market-data';
import { Segmented, SelectField, TextField } from '../../ui/form/Field';
import { useFormat } from '../../i18n/format';
import { Card, KeyValues, Notice } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';
import type { PaymentMethod } from './search';

/** Card purchases cost 1.8%; bank transfers 0.5% (placeholder fee schedule). */
const PURCHASE_FEES: Readonly<Record<PaymentMethod, number>> = { card: 0.018, bank: 0.005 };

function quoteCrypto(fiatAmount: number, usdPerFiat: number, usdtPrice: number, fee: number): number {
  if (!(usdtPrice > 0)) return 0;
  return (fiatAmount * (1 - fee) * usdPerFiat) / usdtPrice;
}

export function PurchaseWidget({ method: initialMethod, fiat: initialFiat, allowSell = false, lockMethod = false }: { method: PaymentMethod; fiat: string; allowSell?: boolean; lockMethod?: boolean }) {
  const loggedIn = useLoggedIn();
  const { t } = useLingui();
  const format = useFormat();
  const { markets } = useMarkets();
  const coins = markets.filter((m) => m.quote === 'USDT');
  const [side, setSide] = useState<'buy' | 'sell'>('buy');
  const [method, setMethod] = useState<PaymentMethod>(initialMethod);
  const fiats = useFiatList(initialFiat);
  const [fiat, setFiat] = useState(initialFiat.toUpperCase());
  const [coin, setCoin] = useState('BTC');
  const [amount, setAmount] = useState('100');
  const [asked, setAsked] = useState(false);
  const market = coins.find((m) => m.base === coin) ?? coins.find((m) => m.base === 'BTC');
  const usdtPrice = coin === 'USDT' ? 1 : (market?.last ?? 0);
  const fee = PURCHASE_FEES[method];
  // USD per unit of the fiat, from the header data's rate (0 while unknown: no estimate).
  const perUsdt = useFiatPerUsdt(fiat).perUsdt;
  const rate = perUsdt === undefined ? 0 : 1 / perUsdt;
  const value = Number(amount || 0);
  const receive = rate > 0 ? (side === 'buy' ? quoteCrypto(value, rate, usdtPrice, fee) : (value * usdtPrice * (1 - fee)) / rate) : 0;
  const assets = ['USDT', ...coins.map((m) => m.base)];

  const fiatSelect = <SelectField label={t`Currency`} value={fiat} onChange={(e) => setFiat(e.target.value)} options={fiats.map((f) => ({ value: f, label: f }))} />;
  const coinSelect = <SelectField label={t`Coin`} value={coin} onChange={(e) => setCoin(e.target.value)} options={assets.map((a) => ({ value: a, label: a }))} />;
  return (
    <Card className="ui-stack" >
      {allowSell && (
        <Segmented
          label={t`Buy or sell`}
          value={side}
          onChange={(v) => { setAsked(false); setSide(v); }}
          options={[
            { value: 'buy', label: <Trans>Buy</Trans> },
            { value: 'sell', label: <Trans>Sell</Trans> },
          ]}
        />
      )}
      <div className="ui-grid ui-grid--2">
        <TextField label={side === 'buy' ? t`You spend` : t`You sell`} inputMode="decimal" value={amount} suffix={side === 'buy' ? fiat : coin} onChange={(e) => { setAsked(false); setAmount(sanitizeAmount(e.target.value, { precision: side === 'buy' ? 2 : 8 })); }} />
        {side === 'buy' ? fiatSelect : coinSelect}
      </div>
      <div className="ui-grid ui-grid--2">
        {side === 'buy' ? coinSelect : fiatSelect}
        <SelectField
          label={t`Payment method`}
          value={method}
          disabled={lockMethod}
          onChange={(e) => setMethod(e.target.value === 'bank' ? 'bank' : 'card')}
          options={[
            { value: 'card', label: t`Debit or credit card` },
            { value: 'bank', label: t`Bank transfer` },
          ]}
        />
      </div>
      <KeyValues
        items={[
          { label: <Trans>You receive (estimated)</Trans>, value: <span data-testid="purchase-receive">{rate === 0 ? '—' : side === 'buy' ? `${format.number(receive, { maximumFractionDigits: 8 })} ${coin}` : format.money(receive, fiat)}</span> },
          { label: <Trans>Fee</Trans>, value: format.percent(fee * 100, 1) },
          { label: <Trans>Price</Trans>, value: rate > 0 ? `1 ${coin} ≈ ${format.money(usdtPrice / rate, fiat)}` : '—' },
        ]}
      />
      <button type="button" className={btn('primary', 'lg')} disabled={!(value > 0)} onClick={() => setAsked(true)}>
        {side === 'buy' ? <Trans>Buy {coin}</Trans> : <Trans>Sell {coin}</Trans>}
      </button>
      {asked && <Notice>{loggedIn ? <Trans>Complete identity verification level 2 to pay by card or bank transfer.</Trans> : <Trans>Log in or create an account to continue.</Trans>}</Notice>}
    </Card>
  );
}
