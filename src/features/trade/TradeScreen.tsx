/** The trading screen layout: ticker, chart slot, order book, order form, orders. */
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { ChartSlot } from './ChartSlot';
import { Page } from '../../ui/Page';
import { OrderBook, OrderForm, OrdersPanel, RecentTrades, TickerBar, type OrderFormOptions, type TickerStat } from './TradeParts';
import './trade.css';

export interface TradeScreenProps {
  pair: string;
  base: string;
  quote: string;
  price: number;
  change: number;
  stats: readonly TickerStat[];
  badge?: ReactNode;
  form?: Partial<OrderFormOptions>;
  /** Above the order form (e.g. the spot/margin switch). */
  formHeader?: ReactNode;
  priceDecimals?: number;
  amountDecimals?: number;
}

/** SPEC section 9: the chart's default resolution is '60' (one hour). */
const RESOLUTIONS = [
  { value: '15', label: '15m' },
  { value: '60', label: '1H' },
  { value: '240', label: '4H' },
  { value: '1D', label: '1D' },
  { value: '1W', label: '1W' },
] as const;

function ChartHeader({ resolution, onChange }: { resolution: string; onChange: (value: string) => void }) {
  const { t } = useLingui();
  return (
    <div className="pg-panel-head">
      <div className="pg-segmented pg-segmented--sm" role="radiogroup" aria-label={t`Chart interval`}>
        {RESOLUTIONS.map((option) => (
          <button key={option.value} type="button" role="radio" aria-checked={resolution === option.value} className="pg-segmented__option" onClick={() => onChange(option.value)}>
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}

export function TradeScreen({ pair, base, quote, price, change, stats, badge, form, formHeader, priceDecimals, amountDecimals }: TradeScreenProps) {
  const [resolution, setResolution] = useState('60');
  return (
    <Page wide>
      <div className="pg-trade">
        <TickerBar base={base} quote={quote} price={price} change={change} stats={stats} badge={badge} />
        <div className="pg-trade__panel pg-trade__chart">
          <ChartHeader resolution={resolution} onChange={setResolution} />
          <ChartSlot symbol={`${base}/${quote}`} resolution={resolution} />
        </div>
        <div className="pg-trade__panel pg-trade__book">
          <OrderBook pair={pair} base={base} quote={quote} price={price} change={change} priceDecimals={priceDecimals} amountDecimals={amountDecimals} />
          <RecentTrades pair={pair} base={base} price={price} />
        </div>
        <div className="pg-trade__panel pg-trade__form">
          {formHeader}
          <OrderForm base={base} quote={quote} price={price} priceDecimals={priceDecimals} amountDecimals={amountDecimals} {...form} />
        </div>
        <OrdersPanel />
      </div>
    </Page>
  );
}
