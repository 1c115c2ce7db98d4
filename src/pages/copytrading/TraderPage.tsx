/**
 * /copytrading/trader/futures/{id}: a lead trader's record from the backend (ROI and PnL over 7,
 * 30 or 90 days, drawn with lightweight-charts) and, with `follow=1`, the copy panel: an
 * allocation within the backend's minimum and maximum and an optional stop-loss; Start copying
 * moves the allocation from spot into a copy account (docs/money-api.md). The user's copies of
 * this trader show below, with their positions and PnL, and Stop copying.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useLoggedIn } from '../../facts/hooks';
import { sanitizeAmount } from '../../lib/amount';
import { Segmented, TextField } from '../../ui/form/Field';
import { useFormat } from '../../i18n/format';
import { PerformanceChart } from '../../widgets/chart';
import { CopyAccounts } from '../../widgets/money';
import { Card, KeyValues, Page, Section, Skeleton, StatGrid } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';
import { performanceText, PERFORMANCE_RANGES, TraderAvatar } from './CopyTradingPage';
import { leadTraderQuery, type LeadTrader } from '../../api';
import { useMutation, useQuery } from '../../api/hooks';
import { balanceOf } from '../../api/trading/endpoints';
import { spotBalancesQuery } from '../../api/trading/queries';
import type { PerformanceDays, TraderPerformance } from '../../api/trading/money/copytrading';
import { copyStartMutation, traderPerformanceQuery } from '../../api/trading/money/queries';
import { useLocalizedPath } from '../../site/useLocalizedPath';
import { EntityGate } from '../../shell/entity';

function CopyPanel({ trader, limits, onClose }: { trader: LeadTrader; limits: TraderPerformance | null; onClose: () => void }) {
  const loggedIn = useLoggedIn();
  const { t } = useLingui();
  const format = useFormat();
  const [amount, setAmount] = useState('500');
  const [stopLoss, setStopLoss] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const start = useMutation(copyStartMutation());
  const balances = useQuery(spotBalancesQuery({ enabled: loggedIn }));
  const available = balances.data ? balanceOf(balances.data.data, 'USDT').available : null;
  const nickname = trader.nickname;
  const minAllocation = limits?.min_allocation ?? '50';
  const maxAllocation = limits?.max_allocation ?? '100000';
  const asset = 'USDT';
  const min = format.number(Number(minAllocation));
  const max = format.number(Number(maxAllocation));
  const balance = available === null ? null : `${format.number(Number(available), { maximumFractionDigits: 2 })} USDT`;
  const inRange = Number(amount) >= Number(minAllocation) && Number(amount) <= Number(maxAllocation);
  const submit = () => {
    setProblem(null);
    start.mutate(
      { trader_id: trader.id, amount, stop_loss_pct: stopLoss === '' ? undefined : stopLoss },
      {
        onSuccess: (result) => {
          const answer = result.data;
          if (answer === null) setProblem(t`We could not reach the server. Check your connection and try again.`);
          else if (answer.data === null) setProblem(answer.message);
        },
      },
    );
  };
  return (
    <Card className="ui-stack">
      <div className="ui-row ui-row--between">
        <h2 className="ui-card__title" id="copy-panel-title">
          <Trans>Copy {nickname}</Trans>
        </h2>
        <button type="button" className={btn('ghost', 'sm')} onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </div>
      <TextField
        label={t`Amount to allocate`}
        inputMode="decimal"
        value={amount}
        suffix="USDT"
        hint={[t`Minimum ${min} ${asset}`, t`Maximum ${max} ${asset}`, balance === null ? null : t`Available: ${balance}`].filter(Boolean).join(' · ')}
        onChange={(e) => {
          setProblem(null);
          setAmount(sanitizeAmount(e.target.value));
        }}
      />
      <TextField label={t`Stop loss`} inputMode="decimal" value={stopLoss} suffix="%" hint={t`Stop copying when the loss reaches this share of the allocation.`} onChange={(e) => setStopLoss(sanitizeAmount(e.target.value, { precision: 0 }))} />
      {limits && (
        <KeyValues
          items={[
            { label: <Trans>Profit share</Trans>, value: format.percent(Number(limits.profit_share) * 100, 0) },
            { label: <Trans>Fee</Trans>, value: <Trans>None</Trans> },
          ]}
        />
      )}
      <button type="button" className={btn('primary', 'lg')} disabled={!loggedIn || !inRange || start.isPending} onClick={submit}>
        <Trans>Start copying</Trans>
      </button>
      {!loggedIn && <p className="ui-muted">{t`Log in to start copying.`}</p>}
      {problem !== null && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
    </Card>
  );
}

/** /copytrading/trader/futures/{id}: the trader the backend answers for the id, or the page's not-found state. */
export function TraderRoute({ id, follow }: { id: string; follow: boolean }) {
  const { t } = useLingui();
  const localize = useLocalizedPath();
  const query = useQuery(leadTraderQuery(id));
  return (
    <EntityGate query={query} back={{ href: localize('/copytrading'), label: t`All lead traders` }} title={({ nickname }) => t`${nickname}: lead trader`}>
      {(trader) => <TraderPage key={trader.id} trader={trader} follow={follow} />}
    </EntityGate>
  );
}


function TraderPage({ trader, follow }: { trader: LeadTrader; follow: boolean }) {
  const { t } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  const loggedIn = useLoggedIn();
  const [range, setRange] = useState<PerformanceDays>(30);
  const [metric, setMetric] = useState<'roi' | 'pnl'>('roi');
  const performance = useQuery(traderPerformanceQuery(trader.id, range));
  const record = performance.data?.data ?? null;
  const days = trader.days;
  const shown = record ? performanceText(format, record) : null;
  const points = (record?.points ?? []).map((p) => ({ time: p.time, value: Number(metric === 'roi' ? p.roi : p.pnl) }));
  const names = new Map([[trader.id, trader.nickname]]);
  return (
    <Page>
      <div className="ui-row">
        <TraderAvatar name={trader.nickname} size={64} />
        <div className="ui-list__main">
          <h1 className="ui-page-head__title">{trader.nickname}</h1>
          <p className="ui-muted">
            <Trans>Leading for {days} days · trades {trader.markets.join(', ')}</Trans>
          </p>
        </div>
        {!follow && (
          <Link to="/{-$locale}/copytrading/trader/futures/$traderId" params={{ traderId: trader.id }} search={{ follow: 1 }} className={btn('primary', 'lg')}>
            <Trans>Copy</Trans>
          </Link>
        )}
      </div>
      <StatGrid
        stats={[
          { label: <Trans>Return</Trans>, value: shown ? <span className={shown.roiTone} data-testid="trader-roi">{shown.roi}</span> : '—' },
          { label: <Trans>Profit</Trans>, value: shown ? <span className={shown.pnlTone} data-testid="trader-pnl">{shown.pnl}</span> : '—' },
          { label: <Trans>Win rate</Trans>, value: shown ? shown.winRate : '—' },
          { label: <Trans>Copiers</Trans>, value: `${format.number(trader.followers)} / ${format.number(trader.maxFollowers)}` },
        ]}
      />
      <div className="ui-split">
        <Section
          title={<Trans>Performance</Trans>}
          action={
            <div className="ui-row">
              <Segmented size="sm" label={t`Performance`} value={metric} onChange={setMetric} options={[{ value: 'roi', label: t`Return` }, { value: 'pnl', label: t`Profit` }]} />
              <Segmented size="sm" label={t`Period`} value={String(range)} onChange={(v) => setRange(v === '7' ? 7 : v === '90' ? 90 : 30)} options={PERFORMANCE_RANGES.map((d) => ({ value: String(d), label: t`${format.number(d)} days` }))} />
            </div>
          }
        >
          <Card className="ui-card--flush">
            {performance.isPending ? (
              <Skeleton lines={6} />
            ) : record ? (
              <PerformanceChart
                points={points}
                label={t`${trader.nickname} return`}
                format={(v) => (metric === 'roi' ? format.change(v) : format.number(v, { maximumFractionDigits: 0 }))}
              />
            ) : (
              <p className="ui-muted" style={{ padding: 16 }}>
                <Trans>Market data is unavailable right now. Please try again shortly.</Trans>
              </p>
            )}
          </Card>
        </Section>
        {follow ? (
          <CopyPanel trader={trader} limits={record} onClose={() => void navigate({ to: '/{-$locale}/copytrading/trader/futures/$traderId', params: { traderId: trader.id }, search: {}, replace: true })} />
        ) : (
          <Card>
            <h2 className="ui-card__title">
              <Trans>Trading style</Trans>
            </h2>
            <KeyValues
              items={[
                { label: <Trans>Markets</Trans>, value: trader.markets.join(', ') },
                { label: <Trans>Assets under copy</Trans>, value: format.money(trader.aum, 'USD', { notation: 'compact' }) },
                { label: <Trans>Profit share</Trans>, value: format.percent(Number(record?.profit_share ?? 0.1) * 100, 0) },
              ]}
            />
          </Card>
        )}
      </div>
      {loggedIn && (
        <Section title={<Trans>My copy trading</Trans>}>
          <CopyAccounts traderId={trader.id} names={names} />
        </Section>
      )}
      <Link to="/{-$locale}/copytrading" search={{ mode: 'futures' }} className="ui-link">
        <Trans>All lead traders</Trans>
      </Link>
    </Page>
  );
}
