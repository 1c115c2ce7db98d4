/** /vip and /sale (SPEC section 2, other routes). */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { DataTable, type Column } from '../../ui/content/DataTable';
import { useFormat } from '../../i18n/format';
import { Badge, Card, Page, PageHeader } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';

interface VipTier {
  tier: number;
  volume: number;
  balance: number;
  withdraw: number;
}

export function VipPage() {
  const { t } = useLingui();
  const format = useFormat();
  const tiers: VipTier[] = [1, 2, 3, 4, 5, 6].map((tier) => ({ tier, volume: 10 ** (tier + 5) / 2, balance: 10 ** (tier + 2) * 5, withdraw: 2 + tier * 2 }));
  const columns: Column<VipTier>[] = [
    { id: 'tier', header: <Trans>Tier</Trans>, cell: (r) => <Badge tone="accent">VIP {r.tier}</Badge> },
    { id: 'volume', header: <Trans>30-day volume</Trans>, align: 'end', cell: (r) => `≥ ${format.money(r.volume, 'USD', { notation: 'compact' })}` },
    { id: 'balance', header: <Trans>or GT balance</Trans>, align: 'end', wide: true, cell: (r) => `≥ ${format.number(r.balance)} GT` },
    { id: 'withdraw', header: <Trans>Daily withdrawal limit</Trans>, align: 'end', cell: (r) => format.money(r.withdraw * 1_000_000, 'USD', { notation: 'compact' }) },
  ];
  return (
    <Page>
      <PageHeader
        eyebrow={<Trans>VIP</Trans>}
        title={<Trans>Lower fees, higher limits, a personal manager</Trans>}
        lead={<Trans>VIP tiers follow your 30-day trading volume or GT balance. Your tier updates every day at 00:00 UTC.</Trans>}
        actions={
          <Link to="/{-$locale}/fee" className={btn('secondary', 'md')}>
            <Trans>See fees per tier</Trans>
          </Link>
        }
      />
      <DataTable rows={tiers} columns={columns} rowKey={(r) => String(r.tier)} caption={t`VIP tiers`} />
    </Page>
  );
}

export function SalePage() {
  const offers = [
    { id: 'fees', title: <Trans>Zero-fee weekend on BTC and ETH</Trans>, text: <Trans>No maker or taker fees on BTC/USDT and ETH/USDT spot every weekend this month.</Trans>, to: 'trade' as const },
    { id: 'newcomer', title: <Trans>Newcomer pack</Trans>, text: <Trans>Vouchers for your first deposit, trade and futures position.</Trans>, to: 'rewards' as const },
    { id: 'earn', title: <Trans>Boosted USDT savings</Trans>, text: <Trans>A higher rate on your first 500 USDT in Simple Earn for 7 days.</Trans>, to: 'earn' as const },
  ];
  return (
    <Page>
      <PageHeader title={<Trans>Special offers</Trans>} lead={<Trans>Time-limited promotions. Terms apply to each offer.</Trans>} />
      <ul className="ui-grid ui-grid--3">
        {offers.map((offer) => (
          <Card as="li" key={offer.id} className="ui-stack">
            <h2 className="ui-card__title">{offer.title}</h2>
            <p className="ui-card__text">{offer.text}</p>
            {offer.to === 'trade' ? (
              <Link to="/{-$locale}/trade/$pair" params={{ pair: 'BTC_USDT' }} className={btn('primary', 'md')}>
                <Trans>Trade now</Trans>
              </Link>
            ) : offer.to === 'rewards' ? (
              <Link to="/{-$locale}/rewards_hub" className={btn('primary', 'md')}>
                <Trans>Claim</Trans>
              </Link>
            ) : (
              <Link to="/{-$locale}/simple-earn" search={{ asset: 'USDT' }} className={btn('primary', 'md')}>
                <Trans>Subscribe</Trans>
              </Link>
            )}
          </Card>
        ))}
      </ul>
    </Page>
  );
}
