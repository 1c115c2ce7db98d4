/** /launchpool: stake tokens you hold to mine new project tokens, hour by hour. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../i18n/format';
import { Badge, Card, CoinIcon, KeyValues, Page, PageHeader, Section, StatGrid } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';
import { launchpoolsQuery } from '../../api';
import { useQuery } from '../../api/hooks';
import { ListGate } from '../../shell/entity';

export function LaunchpoolPage() {
  const { t } = useLingui();
  const format = useFormat();
  const query = useQuery(launchpoolsQuery());
  const pools = query.data?.data ?? [];
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
                    <Badge tone="rise">{t`Live`}</Badge>
                  </div>
                  <KeyValues
                    items={[
                      { label: <Trans>Annual rate</Trans>, value: <span className="rise">{format.percent(pool.apr)}</span> },
                      { label: <Trans>Total staked</Trans>, value: `${format.compact(pool.totalStaked)} ${pool.stake}` },
                      { label: <Trans>Ends</Trans>, value: format.date(pool.endsAt, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) },
                    ]}
                  />
                  <button type="button" className={btn('primary', 'md')}>
                    <Trans>Stake {stake}</Trans>
                  </button>
                </Card>
              );
            })}
          </ul>
        </Section>
      ))}
          </>
        )}
      </ListGate>
    </Page>
  );
}
