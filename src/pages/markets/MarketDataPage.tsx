/**
 * /crypto-market-data: the market at a glance, movers, and the coin directory (issue 39), all
 * from the backend's directory (the price model the stream uses).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo, useState, type ReactNode } from 'react';
import { Num } from '../../ui/content/Num';
import { useFormat } from '../../i18n/format';
import { Change } from '../../ui/content/Change';
import { pageWindow, paginate, sortCoins, useCoinDirectory, type DirectoryEntry, type SortKey } from '../../widgets/market-data';
import { Card, CoinIcon, Page, PageHeader, Section, Skeleton, StatGrid } from '../../ui/content/Page';
import { CoinDirectoryTable, Pager, type DirectorySort } from './CoinDirectoryTable';
import './markets.css';
import { isolateCurrency } from './isolateCurrency';

function Movers({ title, coins }: { title: ReactNode; coins: readonly DirectoryEntry[] }) {
  const format = useFormat();
  return (
    <Card className="ui-card--flush">
      <h3 className="ui-panel-head">{title}</h3>
      <ul className="ui-list">
        {coins.map((coin) => (
          <li className="ui-list__item" key={coin.symbol}>
            <CoinIcon symbol={coin.symbol} size={32} />
            <div className="ui-list__main">
              <Link to="/{-$locale}/price/$coin" params={{ coin: coin.slug }} className="ui-list__title ui-link">
                {coin.symbol}
              </Link>
              <span className="ui-list__text">{coin.name}</span>
            </div>
            <div className="ui-stack" style={{ gap: 2, alignItems: 'flex-end' }}>
              <Num className="ui-strong" text={format.price(coin.price)} />
              <Change value={coin.change} />
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

const PAGE_SIZE = 25;

export function MarketDataPage() {
  const { t } = useLingui();
  const format = useFormat();
  const { coins, loading } = useCoinDirectory();
  const [sort, setSort] = useState<DirectorySort>({ key: 'cap', direction: 'desc' });
  const [page, setPage] = useState(1);
  const byChange = useMemo(() => sortCoins(coins, 'change', 'desc'), [coins]);
  const sorted = useMemo(() => sortCoins(coins, sort.key, sort.direction), [coins, sort]);
  const paged = paginate(sorted, page, PAGE_SIZE);
  const totalCap = coins.reduce((sum, c) => sum + c.marketCap, 0);
  const volume = coins.reduce((sum, c) => sum + c.volume, 0);
  const btc = coins.find((c) => c.symbol === 'BTC');
  const dominance = btc && totalCap ? (btc.marketCap / totalCap) * 100 : undefined;
  const breadth = coins.length ? (coins.filter((c) => c.change > 0).length / coins.length) * 100 : undefined;
  const sortBy = (key: SortKey) => {
    setSort((previous) => ({ key, direction: previous.key === key && previous.direction === 'desc' ? 'asc' : 'desc' }));
    setPage(1);
  };

  return (
    <Page>
      <PageHeader
        title={<Trans>Crypto market data</Trans>}
        lead={<Trans>Market capitalisation, volume and the day's biggest movers across all listed markets.</Trans>}
      />
      <StatGrid
        label={t`Market overview`}
        stats={[
          { label: <Trans>Total market cap (listed)</Trans>, value: isolateCurrency(format.money(totalCap, 'USD', { notation: 'compact', maximumFractionDigits: 2 })) },
          { label: <Trans>24h volume</Trans>, value: isolateCurrency(format.money(volume, 'USD', { notation: 'compact', maximumFractionDigits: 2 })) },
          { label: <Trans>Bitcoin dominance</Trans>, value: dominance === undefined ? '—' : format.percent(dominance, 1) },
          { label: <Trans>Markets rising</Trans>, value: breadth === undefined ? '—' : format.percent(breadth, 0) },
        ]}
      />
      {!loading && coins.length > 0 && (
        <div className="ui-grid ui-grid--2">
          <Movers title={<Trans>Top gainers</Trans>} coins={byChange.slice(0, 5)} />
          <Movers title={<Trans>Top losers</Trans>} coins={byChange.slice(-5).reverse()} />
        </div>
      )}
      <Section title={<Trans>All pairs</Trans>}>
        {loading ? (
          <Skeleton lines={8} />
        ) : coins.length === 0 ? (
          <p className="ui-muted">
            <Trans>Market data is unavailable right now. Please try again shortly.</Trans>
          </p>
        ) : (
          <>
            <CoinDirectoryTable rows={paged.rows} first={paged.first} sort={sort} onSort={sortBy} caption={t`Market data by pair`} />
            <Pager page={paged.page} pages={paged.pages} window={pageWindow(paged.page, paged.pages)} onPage={setPage} />
          </>
        )}
      </Section>
    </Page>
  );
}
