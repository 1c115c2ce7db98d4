/**
 * The rewards family under the shell's rewards tab bar (SPEC section 2): /rewards_hub,
 * /competition/center, /referral, /referral/affiliate and /referral/broker.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useLoggedIn } from '../../facts/hooks';
import { useSite } from '../../site/site';
import { useDecision } from '../../facts';
import { RewardsTabBar } from './';
import { useAccountIdentity } from '../../widgets/account-identity';
import { useFormat } from '../../i18n/format';
import { Badge, Card, KeyValues, Notice, Page, PageHeader, Progress, Section, StatGrid, Steps } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';

function RewardsFrame({ title, lead, actions, children }: { title: ReactNode; lead: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <Page>
      <RewardsTabBar />
      <PageHeader title={title} lead={lead} actions={actions} />
      {children}
    </Page>
  );
}

interface Task {
  id: string;
  title: ReactNode;
  reward: string;
  progress: number;
}

export function RewardsHubPage() {
  const { t } = useLingui();
  const format = useFormat();
  const firstDeposit = format.number(100);
  const spotVolume = format.number(1000);
  const loggedIn = useLoggedIn();
  const tasks: Task[] = [
    { id: 'kyc', title: <Trans>Complete identity verification</Trans>, reward: '10 USDT', progress: 0 },
    { id: 'deposit', title: <Trans>Make a first deposit of {firstDeposit} USDT or more</Trans>, reward: '20 USDT', progress: 0 },
    { id: 'trade', title: <Trans>Trade {spotVolume} USDT in spot markets</Trans>, reward: '15 USDT', progress: 0 },
    { id: 'futures', title: <Trans>Open your first futures position</Trans>, reward: '25 USDT', progress: 0 },
  ];
  return (
    <RewardsFrame title={<Trans>Rewards hub</Trans>} lead={<Trans>Complete tasks to collect vouchers and bonuses. New tasks appear every week.</Trans>}>
      {!loggedIn && (
        <Notice title={<Trans>Log in to track your progress</Trans>}>
          <Link to="/{-$locale}/login" className="ui-link">
            <Trans>Log in</Trans>
          </Link>
        </Notice>
      )}
      <Card className="ui-card--flush">
        <ul className="ui-list">
          {tasks.map((task) => (
            <li className="ui-list__item" key={task.id}>
              <div className="ui-list__main">
                <span className="ui-list__title">{task.title}</span>
                <div style={{ maxInlineSize: 240 }}>
                  <Progress value={task.progress} label={t`Progress`} />
                </div>
              </div>
              <Badge tone="accent">{task.reward}</Badge>
              <button type="button" className={btn('secondary', 'sm')} disabled={!loggedIn}>
                {t`Go`}
              </button>
            </li>
          ))}
        </ul>
      </Card>
    </RewardsFrame>
  );
}

export function CompetitionCenterPage() {
  const format = useFormat();
  const competitions = [
    { id: 'trade-match', title: <Trans>Trade Match</Trans>, pool: 100_000, ends: '2026-12-15T00:00:00Z', live: true },
    { id: 'futures-cup', title: <Trans>Futures Cup: team edition</Trans>, pool: 250_000, ends: '2026-12-31T00:00:00Z', live: true },
    { id: 'alpha-sprint', title: <Trans>Alpha Sprint</Trans>, pool: 50_000, ends: '2026-11-10T00:00:00Z', live: false },
  ];
  return (
    <RewardsFrame title={<Trans>Competition centre</Trans>} lead={<Trans>Trading competitions with prize pools, open to every verified user.</Trans>}>
      <ul className="ui-grid ui-grid--3">
        {competitions.map((c) => (
          <Card as="li" key={c.id} className="ui-stack">
            <div className="ui-row ui-row--between">
              <h2 className="ui-card__title">{c.title}</h2>
              {c.live ? <Badge tone="rise"><Trans>Live</Trans></Badge> : <Badge><Trans>Ended</Trans></Badge>}
            </div>
            <KeyValues
              items={[
                { label: <Trans>Prize pool</Trans>, value: `${format.number(c.pool)} USDT` },
                { label: c.live ? <Trans>Ends</Trans> : <Trans>Ended</Trans>, value: format.date(c.ends) },
              ]}
            />
            {c.id === 'trade-match' ? (
              <Link to="/{-$locale}/announcements/trade-match" className={btn('primary', 'md')}>
                <Trans>View details</Trans>
              </Link>
            ) : (
              <button type="button" className={btn(c.live ? 'primary' : 'secondary', 'md')} disabled={!c.live}>
                {c.live ? <Trans>Join</Trans> : <Trans>Results</Trans>}
              </button>
            )}
          </Card>
        ))}
      </ul>
    </RewardsFrame>
  );
}

function ReferralUnavailable() {
  const site = useSite();
  const siteName = site.name;
  return (
    <Notice title={<Trans>Not available on {siteName}</Trans>}>
      <Trans>The referral programme is not offered in this region.</Trans>
    </Notice>
  );
}

export function ReferralPage() {
  const loggedIn = useLoggedIn();
  const { t } = useLingui();
  const format = useFormat();
  const enabled = useDecision('referral');
  const [copied, setCopied] = useState(false);
  const { uid } = useAccountIdentity();
  const link = `${window.location.origin}/signup?ref_uid=${encodeURIComponent(uid)}`;
  return (
    <RewardsFrame title={<Trans>Invite friends, earn together</Trans>} lead={<Trans>Earn up to 40% of your friends' trading fees, and give them a welcome bonus.</Trans>}>
      {enabled === false ? (
        <ReferralUnavailable />
      ) : (
        <>
          <StatGrid
            stats={[
              { label: <Trans>Your commission rate</Trans>, value: format.percent(20, 0) },
              { label: <Trans>Friends invited</Trans>, value: format.number(0) },
              { label: <Trans>Commission earned</Trans>, value: `${format.number(0)} USDT` },
            ]}
          />
          <Card className="ui-stack">
            <h2 className="ui-card__title">
              <Trans>Your invite link</Trans>
            </h2>
            {loggedIn ? (
              <div className="ui-address-box">
                <span className="ui-address-box__value ui-mono">{link}</span>
                <button
                  type="button"
                  className={btn('secondary', 'sm')}
                  onClick={() => {
                    void navigator.clipboard?.writeText(link).catch(() => undefined);
                    setCopied(true);
                  }}
                >
                  {copied ? t`Copied` : t`Copy`}
                </button>
              </div>
            ) : (
              <Link to="/{-$locale}/login" className={btn('primary', 'md')}>
                <Trans>Log in to get your link</Trans>
              </Link>
            )}
          </Card>
          <Section title={<Trans>How it works</Trans>}>
            <Steps
              steps={[
                { title: <Trans>Share your link</Trans>, text: <Trans>Friends sign up with your link or invite code.</Trans> },
                { title: <Trans>They trade</Trans>, text: <Trans>You earn a share of the fees they pay, for a year.</Trans> },
                { title: <Trans>Get paid daily</Trans>, text: <Trans>Commission reaches your spot account every day in USDT.</Trans> },
              ]}
            />
          </Section>
        </>
      )}
    </RewardsFrame>
  );
}

export function AffiliatePage() {
  const enabled = useDecision('referral');
  return (
    <RewardsFrame
      title={<Trans>Affiliate programme</Trans>}
      lead={<Trans>For creators and communities: up to 50% commission, a dedicated manager and real-time reports.</Trans>}
      actions={enabled === false ? undefined : <button type="button" className={btn('primary', 'lg')}><Trans>Apply now</Trans></button>}
    >
      {enabled === false ? (
        <ReferralUnavailable />
      ) : (
        <div className="ui-grid ui-grid--3">
          <Card>
            <h2 className="ui-card__title"><Trans>Higher commission</Trans></h2>
            <p className="ui-card__text"><Trans>Up to 50% of spot and futures fees from the users you bring.</Trans></p>
          </Card>
          <Card>
            <h2 className="ui-card__title"><Trans>Sub-affiliates</Trans></h2>
            <p className="ui-card__text"><Trans>Earn on the users your sub-affiliates bring, too.</Trans></p>
          </Card>
          <Card>
            <h2 className="ui-card__title"><Trans>Marketing support</Trans></h2>
            <p className="ui-card__text"><Trans>Banners, campaign codes and co-branded events.</Trans></p>
          </Card>
        </div>
      )}
    </RewardsFrame>
  );
}

export function BrokerPage() {
  const enabled = useDecision('referral');
  return (
    <RewardsFrame
      title={<Trans>Broker programme</Trans>}
      lead={<Trans>Connect your platform to our liquidity through the API and earn a rebate on your users' trading.</Trans>}
      actions={enabled === false ? undefined : <button type="button" className={btn('primary', 'lg')}><Trans>Become a broker</Trans></button>}
    >
      {enabled === false ? (
        <ReferralUnavailable />
      ) : (
        <Steps
          steps={[
            { title: <Trans>Apply</Trans>, text: <Trans>Tell us about your platform and expected volume.</Trans> },
            { title: <Trans>Integrate</Trans>, text: <Trans>Use the broker API with sub-accounts for your users.</Trans> },
            { title: <Trans>Earn rebates</Trans>, text: <Trans>Rebates are paid daily on your users' fees.</Trans> },
          ]}
        />
      )}
    </RewardsFrame>
  );
}
