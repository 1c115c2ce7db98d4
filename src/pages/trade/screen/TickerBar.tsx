/** The trading screen's ticker bar: the pair, its live price and change, and the market's stats. */
import type { ReactNode } from 'react';
import { useFormat } from '../../../i18n/format';
import { Change } from '../../../ui/content/Change';
import { Num } from '../../../ui/content/Num';
import { CoinIcon } from '../../../ui/content/Page';

export interface TickerStat {
  label: ReactNode;
  value: ReactNode;
}

export function TickerBar({ base, quote, price, change, stats, badge, priceDecimals, live = false }: { base: string; quote: string; price: number; change: number; stats: readonly TickerStat[]; badge?: ReactNode; priceDecimals?: number; live?: boolean }) {
  const format = useFormat();
  return (
    <div className="trade-screen__panel trade-screen__ticker" data-testid="ticker-bar" data-live={live}>
      <div className="trade-ticker__pair">
        <CoinIcon symbol={base} size={32} />
        <div>
          <h1 className="trade-ticker__symbol">
            {base}/{quote}
          </h1>
          {badge}
        </div>
      </div>
      <div className="trade-ticker__stat">
        <Num className={`trade-ticker__price ${change >= 0 ? 'rise' : 'fall'}`} text={format.price(price, priceDecimals)} />
        <Change value={change} />
      </div>
      {stats.map((stat, index) => (
        <div className="trade-ticker__stat" key={index}>
          <span>{stat.label}</span>
          <span>{stat.value}</span>
        </div>
      ))}
    </div>
  );
}
