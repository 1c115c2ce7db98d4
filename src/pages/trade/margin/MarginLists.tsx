/**
 * Under the chart on the isolated margin tab: Open orders and Order history of the margin
 * accounts (the spot lists' widget on the margin queries) and Margin history (transfers, loans,
 * repayments, liquidations), all from the backend (docs/margin.md).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { useQuery } from '../../../api/hooks';
import type { MarginRecord } from '../../../api/trading/margin';
import { marginHistoryQuery } from '../../../api/trading/marginQueries';
import { useLoggedIn } from '../../../facts/hooks';
import { useFormat } from '../../../i18n/format';
import { DataTable, type Column } from '../../../ui/content/DataTable';
import { TabList, useTabs } from '../../../ui/form/Tabs';
import { ListFilters, OpenOrdersList, OrderHistoryList, type ListFilter } from '../../../widgets/spot-orders';

type Tab = 'open' | 'history' | 'margin';

export function MarginLists({ symbol }: { symbol: string }) {
  const { t } = useLingui();
  const loggedIn = useLoggedIn();
  const [tab, setTab] = useState<Tab>('open');
  const tabs = useTabs(tab, setTab);
  const [filter, setFilter] = useState<ListFilter>({ symbol, side: undefined });
  const loggedOut = loggedIn ? undefined : (
    <p className="ui-table__empty" style={{ padding: 32, textAlign: 'center' }}>
      <Trans>Log in to see your orders.</Trans>
    </p>
  );
  const items: { value: Tab; label: ReactNode }[] = [
    { value: 'open', label: <Trans>Open orders</Trans> },
    { value: 'history', label: <Trans>Order history</Trans> },
    { value: 'margin', label: <Trans>Margin history</Trans> },
  ];
  return (
    <section className="trade-screen__panel trade-screen__orders" aria-label={t`Your orders`} data-testid="orders-panel">
      <TabList label={t`Your orders`} tabs={items} tabsApi={tabs} end={loggedIn && tab !== 'margin' ? <ListFilters pair={symbol} filter={filter} onChange={setFilter} /> : undefined} />
      <div {...tabs.panelProps(tab)}>
        {tab === 'open' ? (
          <OpenOrdersList account="margin" filter={filter} loggedOut={loggedOut} />
        ) : tab === 'history' ? (
          <OrderHistoryList account="margin" filter={filter} loggedOut={loggedOut} />
        ) : (
          (loggedOut ?? <MarginHistory symbol={symbol} />)
        )}
      </div>
    </section>
  );
}

function KindText({ kind }: { kind: MarginRecord['kind'] }) {
  switch (kind) {
    case 'transfer_in':
      return <Trans>Transfer in</Trans>;
    case 'transfer_out':
      return <Trans>Transfer out</Trans>;
    case 'borrow':
      return <Trans context="history">Borrow</Trans>;
    case 'repay':
      return <Trans context="history">Repay</Trans>;
    case 'liquidation':
      return <span className="fall">{<Trans>Liquidation</Trans>}</span>;
    case 'write_off':
      return <Trans>Debt written off</Trans>;
  }
}

function MarginHistory({ symbol }: { symbol: string }) {
  const { t } = useLingui();
  const format = useFormat();
  const query = useQuery(marginHistoryQuery({ symbol, page: 1, limit: 50 }));
  const num = (value: string) => format.number(Number(value), { maximumFractionDigits: 8 });
  const columns: Column<MarginRecord>[] = [
    { id: 'time', header: <Trans>Time</Trans>, cell: (r) => format.date(r.time, { dateStyle: 'short', timeStyle: 'medium' }) },
    { id: 'kind', header: <Trans>Type</Trans>, cell: (r) => <KindText kind={r.kind} /> },
    { id: 'coin', header: <Trans>Coin</Trans>, cell: (r) => r.currency },
    { id: 'amount', header: <Trans>Amount</Trans>, align: 'end', cell: (r) => num(r.amount) },
    { id: 'price', header: <Trans>Price</Trans>, align: 'end', wide: true, cell: (r) => (r.price === null ? '—' : num(r.price)) },
  ];
  return (
    <div className="spot-lists__body" data-testid="margin-history" aria-busy={query.isPending}>
      <DataTable rows={query.data?.data.list ?? []} columns={columns} rowKey={(r) => r.id} caption={t`Margin history`} empty={<Trans>No margin history yet.</Trans>} testId="margin-history-table" />
    </div>
  );
}
