/** /launchpool: stake tokens you hold to mine new project tokens, hour by hour. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../i18n/format';
import { Badge, Card, CoinIcon, KeyValues, Page, PageHeader, Section, StatGrid } from '../../ui/Page';
import { btn } from '../../ui/Button';
import { LAUNCHPOOLS } from './data';

export function LaunchpoolPage() {
  const { t } = useLingui();
  const format = useFormat();
  const projects = [...new Set(LAUNCHPOOLS.map((p) => p.project))];
  return (
    <Page>
      <PageHeader eyebrow={<Trans>Launchpool</Trans>} title={<Trans>Stake what you hold, mine new tokens</Trans>} lead={<Trans>Lock GT, USDT, BTC or ETH in a pool and earn the new project's tokens every hour. Unstake at any time.</Trans>} />
      <StatGrid
        stats={[
          { label: <Trans>Active pools</Trans>, value: format.number(LAUNCHPOOLS.length) },
          { label: <Trans>Projects</Trans>, value: format.number(projects.length) },
          { label: <Trans>Highest annual rate</Trans>, value: <span className="rise">{format.percent(Math.max(...LAUNCHPOOLS.map((p) => p.apr)))}</span> },
        ]}
      />
      {projects.map((project) => (
        <Section key={project} title={project}>
          <ul className="pg-grid pg-grid--2">
            {LAUNCHPOOLS.filter((p) => p.project === project).map((pool) => {
              const stake = pool.stake;
              const reward = pool.reward;
              return (
                <Card as="li" key={pool.id} className="pg-stack">
                  <div className="pg-row pg-row--between">
                    <div className="pg-row">
                      <CoinIcon symbol={pool.stake} size={36} />
                      <h3 className="pg-card__title">
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
    </Page>
  );
}
