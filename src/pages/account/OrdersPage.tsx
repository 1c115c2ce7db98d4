/**
 * /myaccount/orders: the spot account's open orders, order history and trade history, on every
 * pair; the same lists and queries as the trade page's (widgets/spot-orders), kept live by the
 * private stream, so the two never disagree.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useSite } from '../../site/site';
import { Card } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';
import { TabList, useTabs } from '../../ui/form/Tabs';
import { ListFilters, OpenOrdersList, OrderHistoryList, TradeHistoryList, useLiveAccount, type ListFilter } from '../../widgets/spot-orders';
import { CancelAllButton } from '../../overlays/user/cancelAllOrders';
import { AccountLayout } from './AccountLayout';

type Tab = 'open' | 'history' | 'trades';

export function OrdersPage() {
  const { t } = useLingui();
  const site = useSite();
  const [tab, setTab] = useState<Tab>('open');
  const tabs = useTabs(tab, setTab);
  const [filter, setFilter] = useState<ListFilter>({ symbol: undefined, side: undefined });
  // The /myaccount family is behind the login guard.
  useLiveAccount(site.ws.spot, true);
  return (
    <AccountLayout
      title={<Trans>Spot orders</Trans>}
      actions={
        <Link to="/{-$locale}/trade/$pair" params={{ pair: 'BTC_USDT' }} className={btn('primary', 'md')}>
          <Trans context="button">Trade</Trans>
        </Link>
      }
    >
      <Card className="account-orders">
        <TabList
          label={t`Your orders`}
          tabs={[
            { value: 'open', label: <Trans>Open orders</Trans> },
            { value: 'history', label: <Trans>Order history</Trans> },
            { value: 'trades', label: <Trans>Trade history</Trans> },
          ]}
          tabsApi={tabs}
          end={<ListFilters filter={filter} onChange={setFilter} />}
        />
        <div {...tabs.panelProps(tab)}>
          {tab === 'open' ? <OpenOrdersList filter={filter} cancelAll={(count) => <CancelAllButton symbol={filter.symbol} count={count} />} /> : tab === 'history' ? <OrderHistoryList filter={filter} /> : <TradeHistoryList filter={filter} />}
        </div>
      </Card>
    </AccountLayout>
  );
}
