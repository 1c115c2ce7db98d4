/**
 * /copytrading: lead traders for futures (default) or spot copy trading. Each card's return,
 * profit and win rate over 7, 30 or 90 days are the backend's record of the trader
 * (traderPerformance), the very query the lead trader's page charts, so the list and the page
 * never disagree (issue 36).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useFormat } from '../../i18n/format';
import { Segmented } from '../../ui/form/Field';
import { Badge, Card, KeyValues, Page, PageHeader, Progress, StatGrid } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';
import type { CopyMode } from './search';
import { leadTradersQuery, type LeadTrader } from '../../api';
import { useQuery } from '../../api/hooks';
import { useQueries } from '../../api/trading/useQueries';
import type { PerformanceDays, TraderPerformance } from '../../api/trading/money/copytrading';
import { traderPerformanceQuery } from '../../api/trading/money/queries';
import type { Formatters } from '../../i18n/format';
import { ListGate } from '../../shell/entity';
import './copytrading.css';
import { ShareButton } from '../../overlays/user/shareModal';
import { useSite } from '../../site/site';

type SortKey = 'roi' | 'pnl' | 'winRate' | 'followers';

export const PERFORMANCE_RANGES: readonly PerformanceDays[] = [7, 30, 90];

/** A trader's figures as the list and the trader's page both print them. */
export function performanceText(format: Formatters, record: TraderPerformance) {
  const roi = Number(record.roi);
  const pnl = Number(record.pnl);
  return {
    roi: format.change(roi),
    roiTone: roi >= 0 ? 'rise' : 'fall',
    pnl: `${format.number(pnl, { maximumFractionDigits: 2, signDisplay: 'exceptZero' })} USDT`,
    pnlTone: pnl >= 0 ? 'rise' : 'fall',
    winRate: format.percent(Number(record.win_rate), 0),
  };
}

/** The sort's figure: the record's (ROI, PnL, win rate; unknown sorts last) or the copiers. */
function figure(trader: LeadTrader, record: TraderPerformance | null | undefined, sort: SortKey): number {
  if (sort === 'followers') return trader.followers;
  if (!record) return Number.NEGATIVE_INFINITY;
  return Number(sort === 'roi' ? record.roi : sort === 'pnl' ? record.pnl : record.win_rate);
}

export function TraderAvatar({ name, size = 44 }: { name: string; size?: number }) {
  return (
    <span className="copytrading-avatar" aria-hidden="true" style={{ inlineSize: size, blockSize: size, fontSize: size * 0.38 }}>
      {name.slice(0, 1)}
    </span>
  );
}

export function CopyTradingPage({ mode }: { mode: CopyMode }) {
  const { t } = useLingui();
  const site = useSite();
  const format = useFormat();
  const [sort, setSort] = useState<SortKey>('roi');
  const [range, setRange] = useState<PerformanceDays>(30);
  const query = useQuery(leadTradersQuery());
  const listed = (query.data?.data ?? []).filter((trader) => trader.mode === mode);
  const records = useQueries(listed.map((trader) => traderPerformanceQuery(trader.id, range)));
  const recordOf = new Map(listed.map((trader, index) => [trader.id, records[index]?.data?.data] as const));
  const traders = [...listed].sort((a, b) => figure(b, recordOf.get(b.id), sort) - figure(a, recordOf.get(a.id), sort));
  const followers = traders.reduce((sum, trader) => sum + trader.followers, 0);
  return (
    <Page>
      <PageHeader eyebrow={<Trans>Copy trading</Trans>} title={<Trans>Copy proven traders automatically</Trans>} lead={<Trans>Pick a lead trader and every trade they make is copied to your account in proportion to the amount you set. Stop copying at any time.</Trans>} actions={<ShareButton size="md" props={{ subWebsiteId: site.id, source: 'copytrading_post', title: t`Copy trading`, shareContent: t`Copy proven traders automatically`, url: '/copytrading', posterContent: { headline: t`Copy proven traders automatically`, caption: t`Stop copying at any time` } }} />} />
      <div className="ui-row ui-row--between">
        <nav className="ui-segmented" aria-label={t({ message: 'Market', context: 'market type' })}>
          <Link to="/{-$locale}/copytrading" search={{ mode: 'futures' }} className={`ui-segmented__option${mode === 'futures' ? ' active' : ''}`} aria-current={mode === 'futures' ? 'page' : undefined}>
            <Trans>Futures</Trans>
          </Link>
          <Link to="/{-$locale}/copytrading" search={{ mode: 'spot' }} className={`ui-segmented__option${mode === 'spot' ? ' active' : ''}`} aria-current={mode === 'spot' ? 'page' : undefined}>
            <Trans>Spot</Trans>
          </Link>
        </nav>
        <Segmented size="sm" label={t`Period`} value={String(range)} onChange={(v) => setRange(v === '7' ? 7 : v === '90' ? 90 : 30)} options={PERFORMANCE_RANGES.map((d) => ({ value: String(d), label: t`${format.number(d)} days` }))} />
        <Segmented
          size="sm"
          label={t`Sort by`}
          value={sort}
          onChange={setSort}
          options={[
            { value: 'roi', label: t`Return` },
            { value: 'pnl', label: t`Profit` },
            { value: 'winRate', label: t`Win rate` },
            { value: 'followers', label: t`Followers` },
          ]}
        />
      </div>
      <StatGrid
        stats={[
          { label: <Trans>Lead traders</Trans>, value: format.number(traders.length) },
          { label: <Trans>Copiers</Trans>, value: format.number(followers) },
        ]}
      />
      <ListGate query={{ isPending: query.isPending, data: query.data && { ...query.data, data: traders } }} empty={<Trans>No lead traders in this market yet</Trans>}>
        {() => (
      <ul className="ui-grid ui-grid--3" data-testid="lead-traders">
        {traders.map((trader) => {
          const nickname = trader.nickname;
          const full = trader.followers >= trader.maxFollowers;
          const record = recordOf.get(trader.id);
          const shown = record ? performanceText(format, record) : null;
          return (
            <Card as="li" key={trader.id} className="ui-stack">
              <div className="ui-row">
                <TraderAvatar name={trader.nickname} />
                <div className="ui-list__main">
                  <Link to="/{-$locale}/copytrading/trader/futures/$traderId" params={{ traderId: trader.id }} className="ui-list__title ui-link">
                    {trader.nickname}
                  </Link>
                  <span className="ui-card__meta">{trader.markets.join(' · ')}</span>
                </div>
                {full && <Badge>{t`Full`}</Badge>}
              </div>
              <div>
                <p className="ui-card__meta">
                  <Trans>Return</Trans>
                </p>
                <p className={`ui-price-row__value ${shown?.roiTone ?? ''}`} style={{ fontSize: 26 }} data-testid="trader-card-roi">
                  {shown?.roi ?? '—'}
                </p>
              </div>
              <KeyValues
                items={[
                  { label: <Trans>Profit</Trans>, value: <span data-testid="trader-card-pnl">{shown?.pnl ?? '—'}</span> },
                  { label: <Trans>Win rate</Trans>, value: shown?.winRate ?? '—' },
                  { label: <Trans>Assets under copy</Trans>, value: format.money(trader.aum, 'USD', { notation: 'compact' }) },
                ]}
              />
              <Progress value={(trader.followers / trader.maxFollowers) * 100} label={t`Copier slots used`} />
              <p className="ui-card__meta">
                <Trans>
                  {trader.followers} of {trader.maxFollowers} copiers
                </Trans>
              </p>
              <Link to="/{-$locale}/copytrading/trader/futures/$traderId" params={{ traderId: trader.id }} search={full ? {} : { follow: 1 }} className={btn(full ? 'secondary' : 'primary', 'md')} aria-label={t`Copy ${nickname}`}>
                {full ? <Trans>View profile</Trans> : <Trans>Copy</Trans>}
              </Link>
            </Card>
          );
        })}
      </ul>
        )}
      </ListGate>
    </Page>
  );
}
