/**
 * /price's directory table (issue 39): one page of coins with rank, price, 24 h change, volume,
 * market cap and a 7-day sparkline, sortable by its headers (aria-sort says how it is sorted).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useFormat } from '../../i18n/format';
import { Change } from '../../ui/content/Change';
import { Num } from '../../ui/content/Num';
import { AssetCell } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';
import { Sparkline, type DirectoryEntry, type SortDirection, type SortKey } from '../../widgets/market-data';

export interface DirectorySort {
  readonly key: SortKey;
  readonly direction: SortDirection;
}

export function CoinDirectoryTable({
  rows,
  first,
  sort,
  onSort,
  caption,
}: {
  rows: readonly DirectoryEntry[];
  /** Rank of the first row. */
  first: number;
  sort: DirectorySort;
  onSort: (key: SortKey) => void;
  caption: string;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const header = (key: SortKey, label: ReactNode, wide = false) => {
    const active = sort.key === key;
    return (
      <th scope="col" className={wide ? 'ui-num ui-wide' : 'ui-num'} aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
        <button type="button" className="ui-table__sort" onClick={() => onSort(key)} data-active={active || undefined} data-sort-key={key}>
          {label}
          <span className="ui-table__sort-icon" aria-hidden="true">
            {active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
          </span>
        </button>
      </th>
    );
  };
  return (
    <div className="ui-table-wrap">
      <table className="ui-table coin-directory" data-testid="coin-directory">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="ui-num coin-directory__rank">
              #
            </th>
            <th scope="col">
              <Trans>Coin</Trans>
            </th>
            {header('price', <Trans>Price</Trans>)}
            {header('change', <Trans>24h change</Trans>)}
            {header('volume', <Trans>24h volume</Trans>, true)}
            {header('cap', <Trans>Market cap</Trans>, true)}
            <th scope="col" className="ui-wide coin-directory__spark">
              <Trans>Last 7 days</Trans>
            </th>
            <th scope="col" className="ui-num ui-wide">
              <span className="visually-hidden">{t`Action`}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((coin, index) => {
            const pair = coin.pairs[0];
            const symbol = coin.symbol;
            return (
              <tr key={coin.symbol} data-testid="coin-row" data-symbol={coin.symbol}>
                <td className="ui-num coin-directory__rank">{format.number(first + index)}</td>
                <td>
                  <Link to="/{-$locale}/price/$coin" params={{ coin: coin.slug }} className="ui-asset-cell">
                    <AssetCell icon={coin.symbol} symbol={coin.symbol} name={coin.name} />
                  </Link>
                </td>
                <td className="ui-num">
                  <Num className="ui-strong" text={format.price(coin.price)} />
                </td>
                <td className="ui-num">
                  <Change value={coin.change} />
                </td>
                <td className="ui-num ui-wide">{format.compact(coin.volume)}</td>
                <td className="ui-num ui-wide">{format.compact(coin.marketCap)}</td>
                <td className="ui-wide coin-directory__spark">
                  <Sparkline values={coin.sparkline} width={120} height={36} />
                </td>
                <td className="ui-num ui-wide">
                  {pair && (
                    <Link to="/{-$locale}/trade/$pair" params={{ pair }} className={btn('secondary', 'sm')} aria-label={t`Trade ${symbol}`}>
                      <Trans context="button">Trade</Trans>
                    </Link>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Page numbers with previous and next (issue 39). */
export function Pager({ page, pages, window, onPage }: { page: number; pages: number; window: readonly (number | null)[]; onPage: (page: number) => void }) {
  const { t } = useLingui();
  const format = useFormat();
  if (pages <= 1) return null;
  return (
    <nav className="coin-pager" aria-label={t`Pages`} data-testid="coin-pager">
      <button type="button" className={btn('secondary', 'sm')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </button>
      {window.map((n, i) => {
        const number = n === null ? '' : format.number(n);
        return n === null ? (
          <span key={`gap-${i}`} className="coin-pager__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={n}
            type="button"
            className={btn(n === page ? 'primary' : 'secondary', 'sm')}
            aria-current={n === page ? 'page' : undefined}
            aria-label={t`Page ${number}`}
            onClick={() => onPage(n)}
          >
            {number}
          </button>
        );
      })}
      <button type="button" className={btn('secondary', 'sm')} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <Trans>Next</Trans>
      </button>
    </nav>
  );
}
