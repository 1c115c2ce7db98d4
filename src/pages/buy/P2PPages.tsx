/** /c2c/market and /c2c/USDT_{fiat}: peer-to-peer adverts to buy or sell USDT with local payment. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useSite } from '../../site/site';
import { useFiatList } from '../../widgets/market-data';
import { useQuery } from '../../api/hooks';
import { p2pAdvertsQuery } from '../../api/queries';
import type { Advert } from '../../api';
import { ListGate } from '../../shell/entity';
import { DataTable, type Column } from '../../ui/content/DataTable';
import { Segmented } from '../../ui/form/Field';
import { useFormat } from '../../i18n/format';
import { Badge, Page, PageHeader, Section } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';

export function P2PMarketPage({ fiat: fixedFiat }: { fiat?: string }) {
  const { t } = useLingui();
  const site = useSite();
  const format = useFormat();
  const [side, setSide] = useState<'buy' | 'sell'>('buy');
  const fiats = useFiatList(site.defaultFiat);
  const fiat = (fixedFiat ?? site.defaultFiat).toUpperCase();
  const adverts = useQuery(p2pAdvertsQuery(fiat, side));
  const columns: Column<Advert>[] = [
    {
      id: 'merchant',
      header: <Trans>Merchant</Trans>,
      cell: (r) => (
        <span className="ui-asset-cell__name">
          <span className="ui-asset-cell__symbol">{r.merchant}</span>
          <span className="ui-asset-cell__full">
            <Trans>
              {format.number(r.orders)} orders · {format.percent(r.completion, 1)} completed
            </Trans>
          </span>
        </span>
      ),
    },
    { id: 'price', header: <Trans>Price</Trans>, align: 'end', sortValue: (r) => r.price, cell: (r) => <span className="ui-strong">{format.money(r.price, fiat)}</span> },
    { id: 'limits', header: <Trans>Limits</Trans>, align: 'end', wide: true, cell: (r) => `${format.money(r.min, fiat, { maximumFractionDigits: 0 })} – ${format.money(r.max, fiat, { maximumFractionDigits: 0 })}` },
    { id: 'available', header: <Trans>Available</Trans>, align: 'end', wide: true, sortValue: (r) => r.available, cell: (r) => `${format.number(r.available)} USDT` },
    { id: 'methods', header: <Trans>Payment</Trans>, wide: true, cell: (r) => <span className="ui-row" style={{ gap: 4 }}>{r.methods.map((m) => <Badge key={m}>{m === 'bank' ? t`Bank transfer` : m}</Badge>)}</span> },
    {
      id: 'action',
      header: <span className="visually-hidden">{t`Action`}</span>,
      align: 'end',
      cell: () => (
        <button type="button" className={btn(side === 'buy' ? 'primary' : 'secondary', 'sm')}>
          {side === 'buy' ? t`Buy USDT` : t`Sell USDT`}
        </button>
      ),
    },
  ];
  return (
    <Page>
      <PageHeader title={fixedFiat ? <Trans>Buy and sell USDT with {fiat}</Trans> : <Trans>Peer-to-peer market</Trans>} lead={<Trans>Trade USDT directly with verified merchants. We hold the seller's USDT in escrow until the payment is confirmed.</Trans>} />
      <div className="ui-row ui-row--between">
        <Segmented
          label={t`Buy or sell`}
          value={side}
          onChange={setSide}
          options={[
            { value: 'buy', label: <Trans>Buy</Trans> },
            { value: 'sell', label: <Trans>Sell</Trans> },
          ]}
        />
        <nav className="ui-row" aria-label={t`Currency`} style={{ gap: 6 }}>
          {fiats.slice(0, 6).map((code) => (
            <Link key={code} to="/{-$locale}/c2c/USDT_{$fiat}" params={{ fiat: code }} className={`ui-badge${code === fiat ? ' badge--accent' : ''}`} aria-current={code === fiat ? 'page' : undefined}>
              {code}
            </Link>
          ))}
        </nav>
      </div>
      <Section title={side === 'buy' ? <Trans>Adverts to buy USDT</Trans> : <Trans>Adverts to sell USDT</Trans>}>
        <ListGate query={adverts} empty={<Trans>No merchant is offering USDT for {fiat} right now.</Trans>}>
          {(rows) => <DataTable key={side} rows={rows} columns={columns} rowKey={(r) => r.id} caption={t`Adverts`} initialSort={{ id: 'price', direction: side === 'buy' ? 'asc' : 'desc' }} />}
        </ListGate>
      </Section>
    </Page>
  );
}
