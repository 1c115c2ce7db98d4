/**
 * The user's spot orders and fills (issue 35): open orders (cancel one; cancel all through the
 * page's confirmation), order history and trade history, paginated, filtered by pair and side.
 * The trade page and /myaccount's orders page render these on the same queries
 * (api/trading/queries), which the private stream keeps current: one source, never two answers.
 * With `account="margin"` the open orders and order history are the isolated margin accounts'
 * (api/trading/marginQueries, docs/margin.md), in the same columns.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { isOpenStatus, type OrderSide, type OrderStatus, type OrderType, type SpotFill, type SpotOrder } from '../../api/trading/endpoints';
import { useMutation, useQuery } from '../../api/hooks';
import { cancelOrderMutation, spotMyTradesQuery, spotOpenOrdersQuery, spotOrderHistoryQuery } from '../../api/trading/queries';
import { cancelMarginOrderMutation, marginOpenOrdersQuery, marginOrderHistoryQuery } from '../../api/trading/marginQueries';
import { useFormat } from '../../i18n/format';
import { DataTable, type Column } from '../../ui/content/DataTable';
import { useToast } from '../../ui/overlay/Toast';
import { Figure, pairName, useRules } from './numbers';
import './spotOrders.css';

export const PAGE_SIZE = 10;

export interface ListFilter {
  /** A pair, or undefined for every pair. */
  readonly symbol: string | undefined;
  readonly side: OrderSide | undefined;
}

/** Pair (this one or all) and side: the filters every list takes. */
export function ListFilters({ pair, filter, onChange }: { pair?: string; filter: ListFilter; onChange: (filter: ListFilter) => void }) {
  const { t } = useLingui();
  return (
    <div className="spot-lists__filters" role="group" aria-label={t`Filter`}>
      {pair !== undefined && (
        <select
          aria-label={t`Pair`}
          value={filter.symbol === undefined ? 'all' : 'this'}
          onChange={(event) => onChange({ ...filter, symbol: event.target.value === 'all' ? undefined : pair })}
        >
          <option value="this">{pairName(pair)}</option>
          <option value="all">{t`All pairs`}</option>
        </select>
      )}
      <select aria-label={t`Side`} value={filter.side ?? 'all'} onChange={(event) => onChange({ ...filter, side: event.target.value === 'all' ? undefined : (event.target.value as OrderSide) })}>
        <option value="all">{t`Both sides`}</option>
        <option value="buy">{t`Buy`}</option>
        <option value="sell">{t`Sell`}</option>
      </select>
    </div>
  );
}

function SideText({ side }: { side: OrderSide }) {
  return <span className={side === 'buy' ? 'rise' : 'fall'}>{side === 'buy' ? <Trans>Buy</Trans> : <Trans>Sell</Trans>}</span>;
}

function TypeText({ type, postOnly }: { type: OrderType; postOnly?: boolean }) {
  const name = type === 'limit' ? <Trans>Limit</Trans> : type === 'market' ? <Trans context="order type">Market</Trans> : <Trans>Stop-limit</Trans>;
  return postOnly ? (
    <>
      {name} · <Trans>Post only</Trans>
    </>
  ) : (
    name
  );
}

function StatusText({ status }: { status: OrderStatus }) {
  switch (status) {
    case 'untriggered':
      return <Trans>Waiting for trigger</Trans>;
    case 'open':
      return <Trans context="order status">Open</Trans>;
    case 'partially_filled':
      return <Trans>Partially filled</Trans>;
    case 'filled':
      return <Trans>Filled</Trans>;
    case 'canceled':
      return <Trans>Canceled</Trans>;
    case 'rejected':
      return <Trans>Rejected</Trans>;
  }
}

function useTime(): (ms: number) => string {
  const format = useFormat();
  // The user's locale and time zone (Intl's default is the browser's zone).
  return (ms) => format.date(ms, { dateStyle: 'short', timeStyle: 'medium' });
}

/** Columns both order lists share: time, pair, type, side, price, amount, filled. */
function useOrderColumns(): Column<SpotOrder>[] {
  const time = useTime();
  const rules = useRules();
  const pd = (o: SpotOrder) => rules.get(o.symbol)?.price_precision ?? 2;
  const ad = (o: SpotOrder) => rules.get(o.symbol)?.amount_precision ?? 6;
  return [
    { id: 'time', header: <Trans>Time</Trans>, cell: (o) => <span className="spot-lists__time">{time(o.create_time)}</span> },
    { id: 'pair', header: <Trans>Pair</Trans>, cell: (o) => pairName(o.symbol) },
    { id: 'type', header: <Trans>Type</Trans>, cell: (o) => <TypeText type={o.type} postOnly={o.time_in_force === 'poc'} />, wide: true },
    { id: 'side', header: <Trans>Side</Trans>, cell: (o) => <SideText side={o.side} /> },
    {
      id: 'price',
      header: <Trans>Price</Trans>,
      align: 'end',
      cell: (o) =>
        o.type === 'market' ? (
          <Trans context="order type">Market</Trans>
        ) : (
          <>
            <Figure value={o.price} decimals={pd(o)} />
            {o.stop_price !== null && (
              <span className="spot-lists__sub">
                <Trans>Stop</Trans> <Figure value={o.stop_price} decimals={pd(o)} />
              </span>
            )}
          </>
        ),
    },
    { id: 'amount', header: <Trans>Amount</Trans>, align: 'end', cell: (o) => <Figure value={o.amount} decimals={ad(o)} /> },
    { id: 'filled', header: <Trans>Filled</Trans>, align: 'end', cell: (o) => <Figure value={o.filled} decimals={ad(o)} /> },
  ];
}

/** Open and untriggered orders, each with Cancel; `cancelAll` is the page's button (it owns the confirmation). */
export function OpenOrdersList({ filter, cancelAll, loggedOut, account = 'spot' }: { filter: ListFilter; cancelAll?: (count: number) => ReactNode; loggedOut?: ReactNode; account?: 'spot' | 'margin' }) {
  const { t } = useLingui();
  const toast = useToast();
  const margin = account === 'margin';
  const spotQuery = useQuery(spotOpenOrdersQuery(filter.symbol ?? '', { enabled: loggedOut === undefined && !margin }));
  const marginQuery = useQuery(marginOpenOrdersQuery(filter.symbol ?? '', { enabled: loggedOut === undefined && margin }));
  const query = margin ? marginQuery : spotQuery;
  const cancelSpot = useMutation(cancelOrderMutation());
  const cancelMargin = useMutation(cancelMarginOrderMutation());
  const cancel = margin ? cancelMargin : cancelSpot;
  const [canceling, setCanceling] = useState<string | null>(null);
  const columns = useOrderColumns();
  if (loggedOut !== undefined) return <>{loggedOut}</>;
  const rows = (query.data?.data ?? []).filter((o) => isOpenStatus(o.status) && (filter.side === undefined || o.side === filter.side));
  const onCancel = async (order: SpotOrder) => {
    setCanceling(order.id);
    const result = await cancel.mutateAsync({ id: order.id }).finally(() => setCanceling(null));
    const answer = result.data;
    if (answer === null) toast(t`The order was not canceled: the exchange did not answer. Please try again.`, 'error');
    else if (answer.code !== 0) toast(answer.message || t`The order was not canceled.`, 'error');
    else toast(t`Order canceled.`, 'success');
  };
  const all: Column<SpotOrder>[] = [
    ...columns,
    {
      id: 'actions',
      header: <span className="visually-hidden">{t`Actions`}</span>,
      align: 'end',
      cell: (o) => {
        const pair = pairName(o.symbol);
        const amount = o.amount;
        return (
        <button
          type="button"
          className="spot-lists__cancel"
          onClick={() => void onCancel(o)}
          disabled={canceling === o.id}
          aria-label={t`Cancel order ${pair} ${amount}`}
          data-testid="cancel-order"
        >
          <Trans context="verb">Cancel</Trans>
        </button>
        );
      },
    },
  ];
  return (
    <div className="spot-lists__body" data-testid="open-orders" aria-busy={query.isPending}>
      {cancelAll && rows.length > 0 && <div className="spot-lists__bar">{cancelAll(rows.length)}</div>}
      <DataTable rows={rows} columns={all} rowKey={(o) => o.id} caption={t`Open orders`} empty={<Trans>You have no open orders.</Trans>} testId="open-orders-table" />
    </div>
  );
}

function Pager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const { t } = useLingui();
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (pages <= 1) return null;
  return (
    <nav className="spot-lists__pager" aria-label={t`Pages`}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </button>
      <span aria-live="polite">
        <Trans>
          Page {page} of {pages}
        </Trans>
      </span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <Trans>Next</Trans>
      </button>
    </nav>
  );
}

/** Finished orders (filled, canceled, rejected), newest first, a page at a time. */
export function OrderHistoryList({ filter, loggedOut, account = 'spot' }: { filter: ListFilter; loggedOut?: ReactNode; account?: 'spot' | 'margin' }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const [seen, setSeen] = useState(filter);
  if (seen !== filter) {
    setSeen(filter);
    setPage(1);
  }
  const margin = account === 'margin';
  const params = { symbol: filter.symbol, side: filter.side, page, limit: PAGE_SIZE };
  const spotQuery = useQuery(spotOrderHistoryQuery(params, { enabled: loggedOut === undefined && !margin }));
  const marginQuery = useQuery(marginOrderHistoryQuery(params, { enabled: loggedOut === undefined && margin }));
  const query = margin ? marginQuery : spotQuery;
  const rules = useRules();
  const columns = useOrderColumns();
  if (loggedOut !== undefined) return <>{loggedOut}</>;
  const data = query.data?.data;
  const all: Column<SpotOrder>[] = [
    ...columns,
    {
      id: 'avg',
      header: <Trans>Avg. price</Trans>,
      align: 'end',
      wide: true,
      cell: (o) => <Figure value={o.avg_price} decimals={rules.get(o.symbol)?.price_precision ?? 2} />,
    },
    {
      id: 'status',
      header: <Trans>Status</Trans>,
      cell: (o) => (
        <span title={o.reason ?? undefined}>
          <StatusText status={o.status} />
          {o.reason && <span className="spot-lists__sub">{o.reason}</span>}
        </span>
      ),
    },
  ];
  return (
    <div className="spot-lists__body" data-testid="order-history" aria-busy={query.isPending}>
      <DataTable rows={data?.list ?? []} columns={all} rowKey={(o) => o.id} caption={t`Order history`} empty={<Trans>No orders yet.</Trans>} testId="order-history-table" />
      <Pager page={page} total={data?.total ?? 0} onPage={setPage} />
    </div>
  );
}

/** The user's fills, newest first, a page at a time. */
export function TradeHistoryList({ filter, loggedOut }: { filter: ListFilter; loggedOut?: ReactNode }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const [seen, setSeen] = useState(filter);
  if (seen !== filter) {
    setSeen(filter);
    setPage(1);
  }
  const query = useQuery(spotMyTradesQuery({ symbol: filter.symbol, side: filter.side, page, limit: PAGE_SIZE }, { enabled: loggedOut === undefined }));
  const rules = useRules();
  const time = useTime();
  if (loggedOut !== undefined) return <>{loggedOut}</>;
  const data = query.data?.data;
  const pd = (f: SpotFill) => rules.get(f.symbol)?.price_precision ?? 2;
  const ad = (f: SpotFill) => rules.get(f.symbol)?.amount_precision ?? 6;
  const columns: Column<SpotFill>[] = [
    { id: 'time', header: <Trans>Time</Trans>, cell: (f) => <span className="spot-lists__time">{time(f.time)}</span> },
    { id: 'pair', header: <Trans>Pair</Trans>, cell: (f) => pairName(f.symbol) },
    { id: 'side', header: <Trans>Side</Trans>, cell: (f) => <SideText side={f.side} /> },
    { id: 'price', header: <Trans>Price</Trans>, align: 'end', cell: (f) => <Figure value={f.price} decimals={pd(f)} /> },
    { id: 'amount', header: <Trans>Amount</Trans>, align: 'end', cell: (f) => <Figure value={f.amount} decimals={ad(f)} /> },
    {
      id: 'fee',
      header: <Trans>Fee</Trans>,
      align: 'end',
      wide: true,
      cell: (f) => (
        <>
          <Figure value={f.fee} decimals={8} trim /> {f.fee_currency}
        </>
      ),
    },
    { id: 'role', header: <Trans>Role</Trans>, wide: true, cell: (f) => (f.role === 'maker' ? <Trans>Maker</Trans> : <Trans>Taker</Trans>) },
  ];
  return (
    <div className="spot-lists__body" data-testid="trade-history" aria-busy={query.isPending}>
      <DataTable rows={data?.list ?? []} columns={columns} rowKey={(f) => f.id} caption={t`Trade history`} empty={<Trans>No trades yet.</Trans>} testId="trade-history-table" />
      <Pager page={page} total={data?.total ?? 0} onPage={setPage} />
    </div>
  );
}
