/** /options: the BTC and ETH options chain for the nearest expiries. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Segmented } from '../../ui/form/Field';
import { useNow } from '../../facts/hooks';
import { useFormat } from '../../i18n/format';
import { findMarket, useMarkets } from '../../widgets/market-data';
import { Notice, Page, PageHeader, Section, Skeleton } from '../../ui/content/Page';

/** A rough option premium (placeholder pricing until the options feed exists). */
function premium(spot: number, strike: number, days: number, call: boolean): number {
  const intrinsic = Math.max(0, call ? spot - strike : strike - spot);
  const time = spot * 0.55 * Math.sqrt(days / 365) * 0.4 * Math.exp(-Math.abs(spot - strike) / (spot * 0.25));
  return intrinsic + time;
}

export function OptionsPage() {
  const { t } = useLingui();
  const format = useFormat();
  const { markets, loading } = useMarkets();
  const now = useNow();
  const [underlying, setUnderlying] = useState<'BTC' | 'ETH'>('BTC');
  const [days, setDays] = useState<'7' | '30' | '90'>('7');
  const spot = findMarket(markets, underlying, 'USDT')?.last;
  const step = underlying === 'BTC' ? 2000 : 100;
  const strikes = spot ? Array.from({ length: 9 }, (_, i) => Math.round(spot / step) * step + (i - 4) * step) : [];
  const expiry = new Date(now + Number(days) * 86_400_000);
  const usd = (v: number) => format.number(v, { maximumFractionDigits: 2, minimumFractionDigits: 2 });

  return (
    <Page>
      <PageHeader
        title={<Trans>Options</Trans>}
        lead={<Trans>European-style options on BTC and ETH, settled in USDT. Buy calls or puts to trade volatility with a known maximum loss.</Trans>}
      />
      <div className="ui-row ui-row--between">
        <Segmented label={t`Underlying`} value={underlying} onChange={setUnderlying} options={[{ value: 'BTC', label: 'BTC' }, { value: 'ETH', label: 'ETH' }]} />
        <Segmented
          label={t`Expiry`}
          value={days}
          onChange={setDays}
          options={[
            { value: '7', label: t`1 week` },
            { value: '30', label: t`1 month` },
            { value: '90', label: t`3 months` },
          ]}
        />
      </div>
      <Section title={<Trans>Chain · expires {format.date(expiry)}</Trans>}>
        {loading || !spot ? (
          <Skeleton lines={6} />
        ) : (
          <div className="ui-table-wrap">
            <table className="ui-table" data-testid="options-chain">
              <caption className="visually-hidden">{t`Options chain`}</caption>
              <thead>
                <tr>
                  <th scope="col" className="ui-num">
                    <Trans>Call bid</Trans>
                  </th>
                  <th scope="col" className="ui-num">
                    <Trans>Call ask</Trans>
                  </th>
                  <th scope="col" className="ui-num">
                    <Trans>Strike</Trans>
                  </th>
                  <th scope="col" className="ui-num">
                    <Trans>Put bid</Trans>
                  </th>
                  <th scope="col" className="ui-num">
                    <Trans>Put ask</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {strikes.map((strike) => {
                  const call = premium(spot, strike, Number(days), true);
                  const put = premium(spot, strike, Number(days), false);
                  return (
                    <tr key={strike}>
                      <td className="ui-num rise">{usd(call * 0.98)}</td>
                      <td className="ui-num rise">{usd(call * 1.02)}</td>
                      <td className="ui-num ui-strong">{format.number(strike)}</td>
                      <td className="ui-num fall">{usd(put * 0.98)}</td>
                      <td className="ui-num fall">{usd(put * 1.02)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        <Notice tone="warn">
          <Trans>Options can expire worthless. Sellers of options can lose more than the premium they receive.</Trans>
        </Notice>
      </Section>
    </Page>
  );
}
