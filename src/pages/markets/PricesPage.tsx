/**
 * /price: the coin directory (issue 39), every coin the backend lists (more than a hundred) with
 * search, category, sort by market cap, price, change or volume, pages, and a 7-day sparkline
 * per row. The order, search and pages are ./directoryView's (unit-tested); the figures are the
 * backend's, the same the trading page's stream shows.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { CoinCategory } from '../../api';
import { TextField } from '../../ui/form/Field';
import { useFormat } from '../../i18n/format';
import { pageWindow, paginate, searchCoins, sortCoins, useCoinDirectory, type SortKey } from '../../widgets/market-data';
import { Page, PageHeader, Section, Skeleton, StatGrid } from '../../ui/content/Page';
import { CoinDirectoryTable, Pager, type DirectorySort } from './CoinDirectoryTable';
import './markets.css';
import { isolateCurrency } from './isolateCurrency';

type Filter = 'all' | CoinCategory;

/** Coins a page shows. */
const PAGE_SIZE = 25;

export function PricesPage() {
  const { t } = useLingui();
  const format = useFormat();
  const { coins, loading } = useCoinDirectory();
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const [sort, setSort] = useState<DirectorySort>({ key: 'cap', direction: 'desc' });
  const [page, setPage] = useState(1);

  const filters: { value: Filter; label: string }[] = [
    { value: 'all', label: t`All` },
    { value: 'layer1', label: t`Layer 1` },
    { value: 'defi', label: t`DeFi` },
    { value: 'meme', label: t`Meme` },
    { value: 'exchange', label: t`Exchange tokens` },
    { value: 'infrastructure', label: t`Infrastructure` },
  ];
  const sortLabels: Record<SortKey, string> = { cap: t`Market cap`, price: t`Price`, change: t`24h change`, volume: t`24h volume` };

  const shown = useMemo(() => {
    const inCategory = filter === 'all' ? coins : coins.filter((c) => c.category === filter);
    const found = searchCoins(inCategory, query);
    // A search ranks its own matches unless the visitor sorted by a column.
    return sortCoins(found, sort.key, sort.direction);
  }, [coins, filter, query, sort]);
  const paged = paginate(shown, page, PAGE_SIZE);

  const volume = coins.reduce((sum, c) => sum + c.volume, 0);
  const rising = coins.filter((c) => c.change > 0).length;
  const top = sortCoins(coins, 'change', 'desc')[0];

  const sortBy = (key: SortKey) => {
    setSort((previous) => ({ key, direction: previous.key === key && previous.direction === 'desc' ? 'asc' : 'desc' }));
    setPage(1);
  };

  return (
    <Page>
      <PageHeader
        title={<Trans>Cryptocurrency prices today</Trans>}
        lead={<Trans>Live prices, 24-hour changes and trading volume for every market, updated continuously.</Trans>}
      />
      <StatGrid
        label={t`Market summary`}
        stats={[
          { label: <Trans>24h trading volume</Trans>, value: isolateCurrency(format.money(volume, 'USD', { notation: 'compact', maximumFractionDigits: 2 })) },
          { label: <Trans>Markets listed</Trans>, value: format.number(coins.length) },
          { label: <Trans>Rising in 24h</Trans>, value: format.number(rising) },
          { label: <Trans>Top gainer</Trans>, value: top ? `${top.symbol} ${format.change(top.change)}` : '—' },
        ]}
      />
      <Section
        title={<Trans>All markets</Trans>}
        action={
          <div className="ui-search-input">
            <TextField
              label={t`Search coins`}
              type="search"
              value={query}
              placeholder={t`Bitcoin, ETH…`}
              onChange={(e) => {
                setQuery(e.target.value);
                setPage(1);
              }}
            />
          </div>
        }
      >
        <div className="coin-directory__bar">
          <div className="ui-tabs" role="tablist" aria-label={t`Categories`}>
            {filters.map((f) => (
              <button
                key={f.value}
                type="button"
                role="tab"
                aria-selected={filter === f.value}
                className="ui-tabs__tab"
                onClick={() => {
                  setFilter(f.value);
                  setPage(1);
                }}
              >
                {f.label}
              </button>
            ))}
          </div>
          <label className="coin-directory__sort">
            <span>
              <Trans>Sort by</Trans>
            </span>
            <select
              className="ui-select"
              value={sort.key}
              onChange={(e) => {
                const key = (['cap', 'price', 'change', 'volume'] as const).find((k) => k === e.target.value) ?? 'cap';
                setSort({ key, direction: 'desc' });
                setPage(1);
              }}
            >
              {(['cap', 'price', 'change', 'volume'] as const).map((key) => (
                <option key={key} value={key}>
                  {sortLabels[key]}
                </option>
              ))}
            </select>
          </label>
        </div>
        {loading ? (
          <Skeleton lines={8} />
        ) : coins.length === 0 ? (
          <p className="ui-muted">
            <Trans>Market data is unavailable right now. Please try again shortly.</Trans>
          </p>
        ) : shown.length === 0 ? (
          <p className="ui-muted" role="status">
            <Trans>No coins match your search.</Trans>
          </p>
        ) : (
          <>
            <CoinDirectoryTable rows={paged.rows} first={paged.first} sort={sort} onSort={sortBy} caption={t`Cryptocurrency prices`} />
            <Pager page={paged.page} pages={paged.pages} window={pageWindow(paged.page, paged.pages)} onPage={setPage} />
          </>
        )}
      </Section>
    </Page>
  );
}
