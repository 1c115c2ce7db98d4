/**
 * The trading screen's lists under the chart (futures pages bring their own): open orders, order history and
 * trade history of the spot account (widgets/spot-orders, the same queries /myaccount reads),
 * filtered by pair and side. While it shows, the private stream keeps them live and each fill
 * says so in a toast.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, type ReactNode, useState } from 'react';
import { useLoggedIn } from '../../../facts/hooks';
import { useSite } from '../../../site/site';
import { TabList, useTabs } from '../../../ui/form/Tabs';
import { ListFilters, OpenOrdersList, OrderHistoryList, TradeHistoryList, useLiveAccount, type ListFilter } from '../../../widgets/spot-orders';
import { CancelAllButton } from '../../../overlays/user/cancelAllOrders';

type Tab = 'open' | 'history' | 'trades';

/**
 * `account="spot"`: the spot account's lists for `symbol` (or every pair). Other markets have no
 * account in the backend yet (the next issue): their lists stay empty.
 */
// Memoised: the trading screen re-renders with every ticker update; this panel's props do not change with it.
export const OrdersPanel = memo(function OrdersPanel({ symbol, account }: { symbol?: string; account?: 'spot' }) {
  const { t } = useLingui();
  const site = useSite();
  const loggedIn = useLoggedIn();
  const [tab, setTab] = useState<Tab>('open');
  const tabs = useTabs(tab, setTab);
  const [filter, setFilter] = useState<ListFilter>({ symbol, side: undefined });
  const spot = account === 'spot';
  useLiveAccount(site.ws.spot, loggedIn && spot);
  const empty = (text: ReactNode) => (
    <p className="ui-table__empty" style={{ padding: 32, textAlign: 'center' }}>
      {text}
    </p>
  );
  const loggedOut = loggedIn ? undefined : empty(<Trans>Log in to see your orders.</Trans>);
  const items: { value: Tab; label: ReactNode }[] = [
    { value: 'open', label: <Trans>Open orders</Trans> },
    { value: 'history', label: <Trans>Order history</Trans> },
    ...(spot ? [{ value: 'trades' as const, label: <Trans>Trade history</Trans> }] : []),
  ];
  return (
    <section className="trade-screen__panel trade-screen__orders" aria-label={t`Your orders`} data-testid="orders-panel">
      <TabList label={t`Your orders`} tabs={items} tabsApi={tabs} end={spot && loggedIn ? <ListFilters pair={symbol} filter={filter} onChange={setFilter} /> : undefined} />
      <div {...tabs.panelProps(tab)}>
        {!spot ? (
          (loggedOut ?? empty(tab === 'open' ? <Trans>You have no open orders.</Trans> : <Trans>No orders in the last 7 days.</Trans>))
        ) : tab === 'open' ? (
          <OpenOrdersList filter={filter} loggedOut={loggedOut} cancelAll={(count) => <CancelAllButton symbol={filter.symbol} count={count} />} />
        ) : tab === 'history' ? (
          <OrderHistoryList filter={filter} loggedOut={loggedOut} />
        ) : (
          <TradeHistoryList filter={filter} loggedOut={loggedOut} />
        )}
      </div>
    </section>
  );
});
