/**
 * /launchpool: stake tokens you hold to mine new project tokens, hour by hour (docs/earn.md). A
 * pool's card stakes from spot and shows the user's stake and unclaimed rewards; the positions
 * table claims and unstakes. All from the one earn account query.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { earnAccountQuery } from '../../api/trading/money/queries';
import { useLoggedIn, useNow } from '../../facts/hooks';
import { EarnHistoryTable, EarnPositionsTable, EarnStakePanel } from '../../widgets/money';
import { useFormat } from '../../i18n/format';
import { Badge, Card, CoinIcon, KeyValues, Page, PageHeader, Section, StatGrid } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';
import { launchpoolsQuery } from '../../api';
import { useQuery } from '../../api/hooks';
import { ListGate } from '../../shell/entity';

export function LaunchpoolPage() {
  const { t } = useLingui();
  const format = useFormat();
  const loggedIn = useLoggedIn();
  const query = useQuery(launchpoolsQuery());
  const account = useQuery(earnAccountQuery({ enabled: loggedIn }));
  const [staking, setStaking] = useState<string | null>(null);
  const pools = query.data?.data ?? [];
  const now = useNow();
  const mine = (poolId: string) => (account.data?.data.positions ?? []).filter((p) => p.status === 'holding' && p.product_type === 'launchpool' && p.product_id === poolId);
  const sum = (values: readonly string[]) => values.reduce((total, v) => total + Number(v), 0);
  const amount = (value: number, asset: string) => `${format.number(value, { maximumFractionDigits: 8 })} ${asset}`;
  const projects = [...new Set(pools.map((p) => p.project))];
  return (
    <Page>
      <PageHeader eyebrow={<Trans>Launchpool</Trans>} title={<Trans>Stake what you hold, mine new tokens</Trans>} lead={<Trans>Lock GT, USDT, BTC or ETH in a pool and earn the new project's tokens every hour. Unstake at any time.</Trans>} />
      <StatGrid
        stats={[
          { label: <Trans>Active pools</Trans>, value: format.number(pools.length) },
          { label: <Trans>Projects</Trans>, value: format.number(projects.length) },
          { label: <Trans>Highest annual rate</Trans>, value: <span className="rise">{format.percent(pools.length > 0 ? Math.max(...pools.map((p) => p.apr)) : 0)}</span> },
        ]}
      />
      <ListGate query={query} empty={<Trans>No pools right now</Trans>}>
        {() => (
          <>
      {projects.map((project) => (
        <Section key={project} title={project}>
          <ul className="ui-grid ui-grid--2">
            {pools.filter((p) => p.project === project).map((pool) => {
              const stake = pool.stake;
              const reward = pool.reward;
              const ended = Date.parse(pool.endsAt) <= now;
              const positions = mine(pool.id);
              return (
                <Card as="li" key={pool.id} className="ui-stack">
                  <div className="ui-row ui-row--between">
                    <div className="ui-row">
                      <CoinIcon symbol={pool.stake} size={36} />
                      <h3 className="ui-card__title">
                        <Trans>
                          Stake {stake}, earn {reward}
                        </Trans>
                      </h3>
                    </div>
                    {ended ? <Badge>{t`Ended`}</Badge> : <Badge tone="rise">{t`Live`}</Badge>}
                  </div>
                  <KeyValues
                    items={[
                      { label: <Trans>Annual rate</Trans>, value: <span className="rise">{format.percent(pool.apr)}</span> },
                      { label: <Trans>Total staked</Trans>, value: `${format.compact(pool.totalStaked)} ${pool.stake}` },
                      { label: <Trans>Pool reward per hour</Trans>, value: amount(Number(pool.rewardPerHour), reward) },
                      { label: <Trans>Ends</Trans>, value: format.date(pool.endsAt, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) },
                      ...(loggedIn
                        ? [
                            { label: <Trans>My stake</Trans>, value: <span data-testid="pool-my-stake">{amount(sum(positions.map((p) => p.principal)), stake)}</span> },
                            { label: <Trans>Unclaimed rewards</Trans>, value: <span className="rise" data-testid="pool-unclaimed">{amount(sum(positions.map((p) => p.interest)), reward)}</span> },
                          ]
                        : []),
                    ]}
                  />
                  {staking === pool.id ? (
                    <EarnStakePanel
                      product={{ type: 'launchpool', id: pool.id, asset: stake, minAmount: pool.minAmount, maxAmount: pool.maxAmount, step: pool.step }}
                      title={<Trans>Stake {stake}</Trans>}
                      action={t`Stake`}
                      onClose={() => setStaking(null)}
                    />
                  ) : !loggedIn ? (
                    <Link to="/{-$locale}/login" className={btn('primary', 'md')}>
                      <Trans>Log in</Trans>
                    </Link>
                  ) : (
                    <button type="button" className={btn('primary', 'md')} disabled={ended} onClick={() => setStaking(pool.id)}>
                      <Trans>Stake {stake}</Trans>
                    </button>
                  )}
                </Card>
              );
            })}
          </ul>
        </Section>
      ))}
          </>
        )}
      </ListGate>
      {loggedIn && (
        <Section title={<Trans>My earn positions</Trans>}>
          <EarnPositionsTable types={['launchpool']} testId="launchpool-positions" />
        </Section>
      )}
      {loggedIn && (
        <Section title={<Trans>Earn history</Trans>}>
          <EarnHistoryTable types={['launchpool']} />
        </Section>
      )}
    </Page>
  );
}
