/**
 * The markets table of /price and /crypto-market-data: sortable columns, tabular numbers, the
 * 24 h change in the rise/fall colours, and a trade link per row.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { DataTable, type Column } from '../../ui/content/DataTable';
import { Num } from '../../ui/content/Num';
import { useFormat } from '../../i18n/format';
import { Change } from '../../ui/content/Change';
import type { Market } from '../../widgets/market-data';
import { AssetCell, Skeleton } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';

export function MarketsTable({
  markets,
  loading,
  caption,
  variant = 'prices',
}: {
  markets: readonly Market[];
  loading: boolean;
  caption: string;
  variant?: 'prices' | 'data';
}) {
  const { t } = useLingui();
  const format = useFormat();

  const columns = useMemo<Column<Market>[]>(() => {
    const list: Column<Market>[] = [
      {
        id: 'asset',
        header: <Trans>Coin</Trans>,
        sortValue: (m) => m.base,
        cell: (m) =>
          m.coin ? (
            <Link to="/{-$locale}/price/$coin" params={{ coin: m.coin.slug }} className="ui-asset-cell">
              <AssetCell icon={m.base} symbol={m.base} name={m.name} />
            </Link>
          ) : (
            <AssetCell icon={m.base} symbol={m.base} name={m.name} />
          ),
      },
      {
        id: 'last',
        header: <Trans>Price</Trans>,
        align: 'end',
        sortValue: (m) => m.last,
        cell: (m) => <Num className="ui-strong" text={format.price(m.last)} />,
      },
      {
        id: 'change',
        header: <Trans>24h change</Trans>,
        align: 'end',
        sortValue: (m) => m.change,
        cell: (m) => <Change value={m.change} />,
      },
    ];
    if (variant === 'data') {
      list.push(
        { id: 'high', header: <Trans>24h high</Trans>, align: 'end', wide: true, sortValue: (m) => m.high, cell: (m) => format.price(m.high) },
        { id: 'low', header: <Trans>24h low</Trans>, align: 'end', wide: true, sortValue: (m) => m.low, cell: (m) => format.price(m.low) },
      );
    }
    list.push(
      {
        id: 'volume',
        header: <Trans>24h volume</Trans>,
        align: 'end',
        wide: variant === 'prices',
        sortValue: (m) => m.quoteVolume,
        cell: (m) => format.compact(m.quoteVolume),
      },
      {
        id: 'cap',
        header: <Trans>Market cap</Trans>,
        align: 'end',
        wide: true,
        sortValue: (m) => m.marketCap ?? 0,
        cell: (m) => (m.marketCap === undefined ? '—' : format.compact(m.marketCap)),
      },
      {
        id: 'trade',
        header: <span className="visually-hidden">{t`Action`}</span>,
        align: 'end',
        wide: true,
        cell: (m) => (
          <Link to="/{-$locale}/trade/$pair" params={{ pair: m.pair }} className={btn('secondary', 'sm')} aria-label={t`Trade ${m.base}/${m.quote}`}>
            <Trans>Trade</Trans>
          </Link>
        ),
      },
    );
    return list;
  }, [format, t, variant]);

  if (loading) return <Skeleton lines={6} />;
  return (
    <DataTable
      rows={markets}
      columns={columns}
      rowKey={(m) => m.pair}
      caption={caption}
      initialSort={{ id: 'volume', direction: 'desc' }}
      testId="markets-table"
      empty={<Trans>Market data is unavailable right now. Please try again shortly.</Trans>}
    />
  );
}
