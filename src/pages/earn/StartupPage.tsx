/** /startup and /startup/{id}: token launches, their status and the subscription form. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useLoggedIn } from '../../facts/hooks';
import { sanitizeAmount } from '../../lib/amount';
import { TextField } from '../../ui/form/Field';
import { useFormat } from '../../i18n/format';
import { Badge, Card, CoinIcon, KeyValues, Notice, Page, PageHeader, Progress, Section, Steps } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';
import { startupProjectQuery, startupProjectsQuery, type Launch } from '../../api';
import { useMutation, useQuery } from '../../api/hooks';
import { balanceOf } from '../../api/trading/endpoints';
import { spotBalancesQuery } from '../../api/trading/queries';
import { earnSubscribeMutation } from '../../api/trading/money/queries';
import { EarnPositionsTable } from '../../widgets/money';
import { EntityGate, ListGate } from '../../shell/entity';
import { useLocalizedPath } from '../../site/useLocalizedPath';
import { ShareButton } from '../../overlays/user/shareModal';
import { useSite } from '../../site/site';

function StatusBadge({ status }: { status: Launch['status'] }) {
  const { t } = useLingui();
  if (status === 'ongoing') return <Badge tone="rise">{t`Subscribing`}</Badge>;
  if (status === 'upcoming') return <Badge tone="accent">{t`Upcoming`}</Badge>;
  return <Badge>{t`Ended`}</Badge>;
}

export function StartupPage() {
  const { t } = useLingui();
  const site = useSite();
  const format = useFormat();
  const sales = useQuery(startupProjectsQuery());
  return (
    <Page>
      <PageHeader eyebrow={<Trans>Startup</Trans>} title={<Trans>Subscribe to new token launches</Trans>} lead={<Trans>Vetted projects sell a share of their tokens before they list. Subscribe in USDT; allocations are shared out when the sale ends.</Trans>} actions={<ShareButton size="md" props={{ subWebsiteId: site.id, source: 'startup_mining', title: t`Startup`, shareContent: t`Subscribe to new token launches`, url: '/startup', posterContent: { headline: t`Subscribe to new token launches`, caption: t`Vetted projects, allocations shared out when the sale ends` } }} />} />
      <ListGate query={sales} empty={<Trans>No sales right now</Trans>}>
        {(launches) => (
      <ul className="ui-grid ui-grid--3">
        {launches.map((launch) => {
          const name = launch.name;
          return (
            <Card as="li" key={launch.id} className="ui-stack">
              <div className="ui-row ui-row--between">
                <div className="ui-row">
                  <CoinIcon symbol={launch.symbol} size={40} />
                  <div>
                    <h2 className="ui-card__title">{launch.name}</h2>
                    <span className="ui-card__meta">{launch.symbol}</span>
                  </div>
                </div>
                <StatusBadge status={launch.status} />
              </div>
              <p className="ui-card__text">{launch.summary}</p>
              <Progress value={(launch.raised / launch.hardCap) * 100} label={t`Subscribed`} />
              <KeyValues
                items={[
                  { label: <Trans>Price</Trans>, value: `${format.price(launch.price, 4)} USDT` },
                  { label: <Trans>Hard cap</Trans>, value: format.money(launch.hardCap, 'USD', { notation: 'compact' }) },
                  { label: <Trans>Sale ends</Trans>, value: format.date(launch.endsAt) },
                ]}
              />
              <Link to="/{-$locale}/startup/$startupId" params={{ startupId: launch.id }} className={btn(launch.status === 'ongoing' ? 'primary' : 'secondary', 'md')} aria-label={t`View ${name}`}>
                <Trans>View details</Trans>
              </Link>
            </Card>
          );
        })}
      </ul>
        )}
      </ListGate>
      <Section title={<Trans>How a sale works</Trans>}>
        <Steps
          steps={[
            { title: <Trans>Subscribe</Trans>, text: <Trans>Commit USDT while the sale is open. You can add more until it ends.</Trans> },
            { title: <Trans>Allocation</Trans>, text: <Trans>If a sale is oversubscribed, tokens are shared in proportion to commitments.</Trans> },
            { title: <Trans>Distribution</Trans>, text: <Trans>Tokens and any unused USDT reach your spot account before trading opens.</Trans> },
          ]}
        />
      </Section>
    </Page>
  );
}

/** /startup/{id}: the sale the backend answers for the id, or the page's not-found state. */
export function StartupRoute({ id }: { id: string }) {
  const { t } = useLingui();
  const localize = useLocalizedPath();
  const query = useQuery(startupProjectQuery(id));
  return (
    <EntityGate query={query} back={{ href: localize('/startup'), label: t`All token sales` }} title={({ name }) => t`${name} token sale`}>
      {(launch) => <StartupDetailPage key={launch.id} launch={launch} />}
    </EntityGate>
  );
}

function StartupDetailPage({ launch }: { launch: Launch }) {
  const loggedIn = useLoggedIn();
  const { t } = useLingui();
  const format = useFormat();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const commit = useMutation(earnSubscribeMutation());
  const balances = useQuery(spotBalancesQuery({ enabled: loggedIn }));
  const available = balances.data ? balanceOf(balances.data.data, 'USDT').available : null;
  const balance = available === null ? null : `${format.number(Number(available), { maximumFractionDigits: 2 })} USDT`;
  const symbol = launch.symbol;
  const tokens = launch.price > 0 ? Number(amount || 0) / launch.price : 0;
  const submit = () => {
    setProblem(null);
    setDone(false);
    commit.mutate(
      { product_type: 'startup', product_id: launch.id, amount },
      {
        onSuccess: (result) => {
          const answer = result.data;
          if (answer === null) setProblem(t`We could not reach the server. Check your connection and try again.`);
          else if (answer.data === null) setProblem(answer.message);
          else {
            setDone(true);
            setAmount('');
          }
        },
      },
    );
  };
  return (
    <Page>
      <div className="ui-row">
        <CoinIcon symbol={launch.symbol} size={48} />
        <div>
          <h1 className="ui-page-head__title">{launch.name}</h1>
          <p className="ui-muted">{launch.summary}</p>
        </div>
        <StatusBadge status={launch.status} />
      </div>
      <div className="ui-split">
        <Section title={<Trans>Sale details</Trans>}>
          <Card>
            <KeyValues
              items={[
                { label: <Trans>Token</Trans>, value: launch.symbol },
                { label: <Trans>Price</Trans>, value: `${format.price(launch.price, 4)} USDT` },
                { label: <Trans>Hard cap</Trans>, value: format.money(launch.hardCap, 'USD') },
                { label: <Trans>Subscribed</Trans>, value: format.money(launch.raised, 'USD') },
                { label: <Trans>Opens</Trans>, value: format.date(launch.startsAt, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) },
                { label: <Trans>Closes</Trans>, value: format.date(launch.endsAt, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) },
              ]}
            />
          </Card>
          <Link to="/{-$locale}/startup" className="ui-link">
            <Trans>All launches</Trans>
          </Link>
        </Section>
        <Card className="ui-stack">
          <h2 className="ui-card__title">
            <Trans>Subscribe</Trans>
          </h2>
          <TextField label={t`Commit`} inputMode="decimal" value={amount} suffix="USDT" disabled={launch.status !== 'ongoing'} hint={balance === null ? undefined : t`Available: ${balance}`} onChange={(e) => { setDone(false); setProblem(null); setAmount(sanitizeAmount(e.target.value)); }} />
          <p className="ui-muted ui-small">
            <Trans>
              About {format.number(tokens, { maximumFractionDigits: 2 })} {symbol} if fully allocated
            </Trans>
          </p>
          <button type="button" className={btn('primary', 'lg')} disabled={launch.status !== 'ongoing' || !loggedIn || commit.isPending || !(Number(amount) > 0)} onClick={submit}>
            {launch.status === 'upcoming' ? <Trans>Opens soon</Trans> : launch.status === 'ended' ? <Trans>Sale ended</Trans> : <Trans>Subscribe</Trans>}
          </button>
          {!loggedIn && <Notice>{<Trans>Log in to subscribe.</Trans>}</Notice>}
          {problem !== null && (
            <p className="field__error" role="alert">
              {problem}
            </p>
          )}
          {done && <Notice>{<Trans>Subscribed</Trans>}</Notice>}
        </Card>
      </div>
      {loggedIn && (
        <Section title={<Trans>My earn positions</Trans>}>
          <EarnPositionsTable types={['startup']} testId="startup-positions" />
        </Section>
      )}
    </Page>
  );
}
