/** /copytrading/trader/futures/{id}: a lead trader's record; `follow=1` opens the copy panel. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useLoggedIn } from '../../facts/hooks';
import { sanitizeAmount } from '../../lib/amount';
import { TextField, SelectField } from '../../ui/form/Field';
import { useFormat } from '../../i18n/format';
import { ChartSlot } from '../../widgets/chart';
import { Card, KeyValues, Notice, Page, Section, StatGrid } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';
import { TraderAvatar } from './CopyTradingPage';
import { leadTraderQuery, type LeadTrader } from '../../api';
import { useQuery } from '../../api/hooks';
import { useLocalizedPath } from '../../site/useLocalizedPath';
import { EntityGate } from '../../shell/entity';

function CopyPanel({ trader, onClose }: { trader: LeadTrader; onClose: () => void }) {
  const loggedIn = useLoggedIn();
  const { t } = useLingui();
  const [amount, setAmount] = useState('500');
  const [ratio, setRatio] = useState('fixed');
  const [sent, setSent] = useState(false);
  const nickname = trader.nickname;
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
      <TextField label={t`Amount to allocate`} inputMode="decimal" value={amount} suffix="USDT" hint={t`Minimum 50 USDT`} onChange={(e) => { setSent(false); setAmount(sanitizeAmount(e.target.value)); }} />
      <SelectField
        label={t`Copy mode`}
        value={ratio}
        onChange={(e) => setRatio(e.target.value)}
        options={[
          { value: 'fixed', label: t`Fixed amount per trade` },
          { value: 'ratio', label: t`Same ratio as the trader` },
        ]}
      />
      <button type="button" className={btn('primary', 'lg')} disabled={!(Number(amount) >= 50)} onClick={() => setSent(true)}>
        <Trans>Start copying</Trans>
      </button>
      {sent && <Notice>{loggedIn ? <Trans>Your futures account needs at least this amount. Transfer USDT to it first.</Trans> : <Trans>Log in to start copying.</Trans>}</Notice>}
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
  const days = trader.days;
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
          { label: <Trans>30-day return</Trans>, value: <span className="rise">{format.change(trader.roi)}</span> },
          { label: <Trans>30-day profit</Trans>, value: `${format.number(trader.pnl)} USDT` },
          { label: <Trans>Win rate</Trans>, value: format.percent(trader.winRate, 0) },
          { label: <Trans>Copiers</Trans>, value: `${format.number(trader.followers)} / ${format.number(trader.maxFollowers)}` },
        ]}
      />
      <div className="ui-split">
        <Section title={<Trans>Performance</Trans>}>
          <Card className="ui-card--flush">
            <ChartSlot symbol={t`${trader.nickname} return`} />
          </Card>
        </Section>
        {follow ? (
          <CopyPanel trader={trader} onClose={() => void navigate({ to: '/{-$locale}/copytrading/trader/futures/$traderId', params: { traderId: trader.id }, search: {}, replace: true })} />
        ) : (
          <Card>
            <h2 className="ui-card__title">
              <Trans>Trading style</Trans>
            </h2>
            <KeyValues
              items={[
                { label: <Trans>Markets</Trans>, value: trader.markets.join(', ') },
                { label: <Trans>Assets under copy</Trans>, value: format.money(trader.aum, 'USD', { notation: 'compact' }) },
                { label: <Trans>Profit share</Trans>, value: format.percent(10, 0) },
              ]}
            />
          </Card>
        )}
      </div>
      <Link to="/{-$locale}/copytrading" search={{ mode: 'futures' }} className="ui-link">
        <Trans>All lead traders</Trans>
      </Link>
    </Page>
  );
}
