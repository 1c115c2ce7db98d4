/**
 * The trading screen's ticker bar: the pair, its live price and change, the rolling 24 h figures
 * and the market's own stats. The 24 h high, low and volumes are the stream's ticker (the
 * backend's rolling figures, the same function its REST listing answers), the listing's only
 * until the stream's first message: the last price can never sit outside [low, high] (issue 35).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useFormat } from '../../../i18n/format';
import { Change } from '../../../ui/content/Change';
import { Num } from '../../../ui/content/Num';
import { CoinIcon } from '../../../ui/content/Page';

export interface TickerStat {
  label: ReactNode;
  value: ReactNode;
}

/** The rolling 24 h figures of a pair. */
export interface DayStats {
  high: number;
  low: number;
  baseVolume: number;
  quoteVolume: number;
}

export interface TickerBarProps {
  base: string;
  quote: string;
  price: number;
  change: number;
  /** Price decimals (the pair's, raised to keep five significant digits). */
  precision: number;
  /** 24 h high, low and volumes; null hides them (futures show their own). */
  day: DayStats | null;
  stats: readonly TickerStat[];
  badge?: ReactNode;
  live?: boolean;
  /** Opens the market list (phones: a sheet; the button shows only there). */
  onOpenMarkets?: () => void;
}

export function TickerBar({ base, quote, price, change, precision, day, stats, badge, live = false, onOpenMarkets }: TickerBarProps) {
  const format = useFormat();
  const { t } = useLingui();
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
        {onOpenMarkets && (
          <button type="button" className="trade-ticker__markets" onClick={onOpenMarkets} aria-haspopup="dialog" aria-label={t`Markets`} data-testid="open-markets">
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              <path d="M2 4h12M2 8h12M2 12h8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" fill="none" />
            </svg>
          </button>
        )}
      </div>
      <div className="trade-ticker__stat">
        <Num className={`trade-ticker__price ${change >= 0 ? 'rise' : 'fall'}`} text={format.price(price, precision)} />
        <Change value={change} />
      </div>
      {day && (
        <>
          <div className="trade-ticker__stat" data-testid="ticker-high">
            <span>
              <Trans>24h high</Trans>
            </span>
            <Num text={format.price(day.high, precision)} />
          </div>
          <div className="trade-ticker__stat" data-testid="ticker-low">
            <span>
              <Trans>24h low</Trans>
            </span>
            <Num text={format.price(day.low, precision)} />
          </div>
          <div className="trade-ticker__stat">
            <span>
              <Trans>24h volume ({base})</Trans>
            </span>
            <span>{format.compact(day.baseVolume)}</span>
          </div>
          <div className="trade-ticker__stat">
            <span>
              <Trans>24h turnover ({quote})</Trans>
            </span>
            <span>{format.compact(day.quoteVolume)}</span>
          </div>
        </>
      )}
      {stats.map((stat, index) => (
        <div className="trade-ticker__stat" key={index}>
          <span>{stat.label}</span>
          <span>{stat.value}</span>
        </div>
      ))}
    </div>
  );
}
