/** /price: today's cryptocurrency prices, searchable and sortable. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { CoinCategory } from '../../api';
import { TextField } from '../../ui/form/Field';
import { useFormat } from '../../i18n/format';
import { useMarkets } from '../../widgets/market-data';
import { Page, PageHeader, Section, StatGrid } from '../../ui/content/Page';
import { MarketsTable } from './MarketsTable';

type Filter = 'all' | CoinCategory;

export function PricesPage() {
  const { t } = useLingui();
  const format = useFormat();
  const { markets, loading } = useMarkets();
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<Filter>('all');

  const filters: { value: Filter; label: string }[] = [
    { value: 'all', label: t`All` },
    { value: 'layer1', label: t`Layer 1` },
    { value: 'defi', label: t`DeFi` },
    { value: 'meme', label: t`Meme` },
    { value: 'exchange', label: t`Exchange tokens` },
    { value: 'infrastructure', label: t`Infrastructure` },
  ];

  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return markets.filter(
      (m) =>
        (filter === 'all' || m.coin?.category === filter) &&
        (q === '' || m.base.toLowerCase().includes(q) || m.name.toLowerCase().includes(q)),
    );
  }, [markets, query, filter]);

  const volume = markets.reduce((sum, m) => sum + m.quoteVolume, 0);
  const rising = markets.filter((m) => m.change > 0).length;
  const top = [...markets].sort((a, b) => b.change - a.change)[0];

  return (
    <Page>
      <PageHeader
        title={<Trans>Cryptocurrency prices today</Trans>}
        lead={<Trans>Live prices, 24-hour changes and trading volume for every market, updated continuously.</Trans>}
      />
      <StatGrid
        label={t`Market summary`}
        stats={[
          { label: <Trans>24h trading volume</Trans>, value: format.money(volume, 'USD', { notation: 'compact', maximumFractionDigits: 2 }) },
          { label: <Trans>Markets listed</Trans>, value: format.number(markets.length) },
          { label: <Trans>Rising in 24h</Trans>, value: format.number(rising) },
          { label: <Trans>Top gainer</Trans>, value: top ? `${top.base} ${format.change(top.change)}` : '—' },
        ]}
      />
      <Section
        title={<Trans>All markets</Trans>}
        action={
          <div className="ui-search-input">
            <TextField label={t`Search coins`} type="search" value={query} placeholder={t`Bitcoin, ETH…`} onChange={(e) => setQuery(e.target.value)} />
          </div>
        }
      >
        <div className="ui-tabs" role="tablist" aria-label={t`Categories`}>
          {filters.map((f) => (
            <button key={f.value} type="button" role="tab" aria-selected={filter === f.value} className="ui-tabs__tab" onClick={() => setFilter(f.value)}>
              {f.label}
            </button>
          ))}
        </div>
        <MarketsTable markets={shown} loading={loading} caption={t`Cryptocurrency prices`} />
      </Section>
    </Page>
  );
}
