/**
 * /futures/{unit}/{contract}: a perpetual settled in `unit` (USDT-margined BASE_USDT, or
 * coin-margined BASE_USD settled in BTC), and /futures-delivery(?base=ETH): a coin's quarterly
 * delivery contract, chosen among every delivery contract the backend lists.
 * Every figure is the backend's (docs/futures.md): the contract the backend lists for the route,
 * on the futures account; a route with no such contract says the market is not available rather
 * than invent one (/futures/USD/..., a unit the contract does not settle in).
 */
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { FuturesContract } from '../../api/trading/futures';
import { findMarket, useMarkets } from '../../widgets/market-data';
import { Page, Skeleton } from '../../ui/content/Page';
import { MarketUnavailable } from './MarketUnavailable';
import type { FuturesUnit } from './search';
import { PerpetualScreen, useContracts } from './futures/PerpetualScreen';
import './startChartCode';
import './trade.css';

export function FuturesTradePage({ unit, base, quote, delivery = false }: { unit: FuturesUnit; base: string; quote: string; delivery?: boolean }) {
  const { markets, loading } = useMarkets();
  const contracts = useContracts();
  if (loading || contracts === undefined) {
    return (
      <Page wide>
        <h1 className="trade-ticker__symbol">
          {base}/{quote}
        </h1>
        <Skeleton lines={8} />
      </Page>
    );
  }
  // The delivery page trades the base's current quarter (the backend names it and its date).
  const contract = delivery ? contracts.find((c) => c.kind === 'delivery' && c.base === base) : contracts.find((c) => c.kind === 'perpetual' && c.symbol === `${base}_${quote}` && c.settle === unit);
  if (!contract) return <MarketUnavailable base={base} quote={quote} feedDown={contracts.length === 0} />;
  const [indexBase = base, indexQuote = 'USDT'] = contract.underlying.split('_');
  const market = findMarket(markets, indexBase, indexQuote);
  if (!market) return <MarketUnavailable base={base} quote={quote} feedDown={markets.length === 0} />;
  // Not keyed by the contract: when a delivery contract rolls over to the next quarter, the screen
  // (and the delivery notice it shows) stays; the route keys the page by its own parameters.
  const header = delivery ? <DeliveryChooser contracts={contracts.filter((c) => c.kind === 'delivery')} current={contract.symbol} /> : undefined;
  return <PerpetualScreen contract={contract} last={market.last} change={market.change} header={header} />;
}

/** Every delivery contract the backend lists, one link each (the page's `?base=`), above the form. */
function DeliveryChooser({ contracts, current }: { contracts: readonly FuturesContract[]; current: string }) {
  const { t } = useLingui();
  if (contracts.length < 2) return null;
  return (
    <nav className="ui-segmented ui-segmented--sm futures-contracts" aria-label={t`Delivery contracts`} data-testid="delivery-contracts">
      {contracts.map((c) => (
        <Link key={c.symbol} to="/{-$locale}/futures-delivery" search={{ base: c.base }} className={`ui-segmented__option${c.symbol === current ? ' active' : ''}`} aria-current={c.symbol === current ? 'page' : undefined}>
          {/* BTCUSDT over its delivery date (the symbol's own, YYYYMMDD): the whole symbol does not fit the form's width. */}
          {c.base}
          {c.quote} <small className="futures-contracts__date">{c.symbol.split('_')[2]}</small>
        </Link>
      ))}
    </nav>
  );
}
