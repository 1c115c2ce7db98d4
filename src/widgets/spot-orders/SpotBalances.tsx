/**
 * The spot account per asset: available, locked in open orders, total and its value, from the
 * same balances query as the order form's "Available" (kept live by the private stream), so
 * /myaccount and the trade page always agree. The value is the total at the market's last price
 * (USDT at 1): a display figure, not a balance.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { SpotBalance } from '../../api/trading/endpoints';
import { useQuery } from '../../api/hooks';
import { spotBalancesQuery } from '../../api/trading/queries';
import { useFormat } from '../../i18n/format';
import { CoinIcon } from '../../ui/icons/CoinIcon';
import { DataTable, type Column } from '../../ui/content/DataTable';
import { fixed } from './numbers';
import './spotOrders.css';

interface Row extends SpotBalance {
  readonly total: number;
  readonly usd: number | undefined;
}

/** Assets with a balance, largest value first. `usdPrices`: each asset's last price in USD (the page's market data). */
export function SpotBalancesTable({ usdPrices }: { usdPrices: ReadonlyMap<string, number> }) {
  const { t } = useLingui();
  const format = useFormat();
  const query = useQuery(spotBalancesQuery());
  const rows = useMemo(() => {
    return (query.data?.data.list ?? [])
      .map((b): Row => {
        const total = Number(b.available) + Number(b.locked);
        const price = usdPrices.get(b.currency);
        return { ...b, total, usd: price === undefined ? undefined : total * price };
      })
      .filter((row) => row.total > 0)
      .sort((a, b) => (b.usd ?? 0) - (a.usd ?? 0));
  }, [query.data, usdPrices]);
  const decimals = (currency: string) => (currency === 'USDT' || currency === 'USDC' ? 2 : 8);
  const columns: Column<Row>[] = [
    {
      id: 'asset',
      header: <Trans>Asset</Trans>,
      cell: (row) => (
        <span className="spot-balances__asset">
          <CoinIcon symbol={row.currency} size={20} />
          {row.currency}
        </span>
      ),
      sortValue: (row) => row.currency,
    },
    { id: 'available', header: <Trans>Available</Trans>, align: 'end', cell: (row) => fixed(format, row.available, decimals(row.currency), true) },
    { id: 'locked', header: <Trans>In orders</Trans>, align: 'end', cell: (row) => fixed(format, row.locked, decimals(row.currency), true), wide: true },
    { id: 'total', header: <Trans>Total</Trans>, align: 'end', cell: (row) => format.number(row.total, { maximumFractionDigits: decimals(row.currency) }), wide: true },
    {
      id: 'value',
      header: <Trans>Value</Trans>,
      align: 'end',
      cell: (row) => (row.usd === undefined ? '—' : format.money(row.usd, 'USD')),
      sortValue: (row) => row.usd ?? 0,
    },
  ];
  return (
    <div aria-busy={query.isPending} data-testid="spot-balances">
      <DataTable rows={rows} columns={columns} rowKey={(row) => row.currency} caption={t`Spot balances`} empty={<Trans>Your spot account is empty.</Trans>} testId="spot-balances-table" />
    </div>
  );
}
