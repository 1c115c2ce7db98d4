/**
 * /trade/{base}_{quote}: spot trading, or isolated margin with `tab=isolated_margin` (docs/margin.md):
 * the same order form on the pair's isolated account, its account panel (margin level, liquidation
 * price, Transfer, Borrow, Repay) above the form and its lists under the chart.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Badge, Skeleton, Page } from '../../ui/content/Page';
import { MarginLists } from './margin/MarginLists';
import { MarginPanel } from './margin/MarginPanel';
import { MarketUnavailable } from './MarketUnavailable';
import type { TradeTab } from './search';
import { TradeScreen } from './screen/TradeScreen';
import { useShownMarket } from './screen/shownMarket';
import './startChartCode';
import './trade.css';

export function SpotTradePage({ base, quote, tab }: { base: string; quote: string; tab: TradeTab }) {
  const { t } = useLingui();
  const pair = `${base}_${quote}`;
  const { market, loading, feedDown } = useShownMarket(base, quote);
  if (market === undefined && loading) {
    return (
      <Page wide>
        <h1 className="trade-ticker__symbol">
          {base}/{quote}
        </h1>
        <Skeleton lines={8} />
      </Page>
    );
  }
  if (!market) return <MarketUnavailable base={base} quote={quote} feedDown={feedDown} />;
  const price = market.last;
  const margin = tab === 'isolated_margin';

  return (
    <TradeScreen
      symbol={pair}
      market="spot"
      base={base}
      quote={quote}
      price={price}
      change={market.change}
      badge={margin ? <Badge tone="accent">{t`Isolated margin`}</Badge> : <Badge>{t`Spot`}</Badge>}
      listing={market}
      stats={[]}
      formHeader={
        <>
          <div className="ui-segmented ui-segmented--sm" style={{ marginBlockEnd: 14, inlineSize: '100%' }}>
          <Link to="/{-$locale}/trade/$pair" params={{ pair }} search={{ tab: 'spot' }} className={`ui-segmented__option${margin ? '' : ' active'}`} aria-current={margin ? undefined : 'page'}>
            <Trans>Spot</Trans>
          </Link>
          <Link to="/{-$locale}/trade/$pair" params={{ pair }} search={{ tab: 'isolated_margin' }} className={`ui-segmented__option${margin ? ' active' : ''}`} aria-current={margin ? 'page' : undefined}>
            <Trans>Isolated margin</Trans>
          </Link>
          </div>
          {margin && <MarginPanel symbol={pair} base={base} quote={quote} />}
        </>
      }
      form={{ account: margin ? 'margin' : 'spot' }}
      ordersPanel={margin ? <MarginLists symbol={pair} /> : undefined}
    />
  );
}
