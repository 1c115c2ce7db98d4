/**
 * Remaining pages: /appdownload, /campaigns/... (download rewards), /state_compliance_tips,
 * /groupchat/call_service and /groupchat/chatroom, /vip, /sale.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '../../../api/hooks';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent, type ReactNode } from 'react';
import { downloadTaskQuery } from '../../../api/queries';
import { useSite } from '../../../app/site';
import { DataTable, type Column } from '../common/DataTable';
import { TextField } from '../common/fields';
import { useFormat } from '../common/format';
import { Badge, btn, Card, Notice, Page, PageHeader, Section, Steps } from '../common/ui';

function StoreButtons() {
  return (
    <div className="pg-row">
      <a className={btn('primary', 'lg')} href="https://apps.apple.com/" rel="noopener noreferrer" target="_blank">
        <Trans>App Store</Trans>
      </a>
      <a className={btn('primary', 'lg')} href="https://play.google.com/store" rel="noopener noreferrer" target="_blank">
        <Trans>Google Play</Trans>
      </a>
      <a className={btn('secondary', 'lg')} href="/appdownload#apk">
        <Trans>Android APK</Trans>
      </a>
    </div>
  );
}

export function AppDownloadPage() {
  const site = useSite();
  const siteName = site.name;
  return (
    <Page>
      <PageHeader title={<Trans>Download the {siteName} app</Trans>} lead={<Trans>Trade anywhere with the full exchange in your pocket: markets, futures, earn, copy trading and the Web3 wallet.</Trans>} actions={<StoreButtons />} />
      <Section title={<Trans>Install in three steps</Trans>}>
        <Steps
          steps={[
            { title: <Trans>Get the app</Trans>, text: <Trans>From your store, or the APK for Android devices without Google Play.</Trans> },
            { title: <Trans>Log in</Trans>, text: <Trans>Use your existing account, or scan the QR code on the website's log-in page.</Trans> },
            { title: <Trans>Turn on notifications</Trans>, text: <Trans>Price alerts, order fills and security notices, as they happen.</Trans> },
          ]}
        />
      </Section>
      <p id="apk" className="pg-faint pg-small">
        <Trans>Only install the APK from this page. Check the signature fingerprint in the app's settings after installing.</Trans>
      </p>
    </Page>
  );
}

/** /campaigns/{name}: the download-rewards campaign (downloadTask: SPEC section 3). */
export function CampaignPage({ name }: { name: string }) {
  const format = useFormat();
  const task = useQuery(downloadTaskQuery(name || 'download')).data?.data;
  const has = task?.has_dl_task === 1;
  const reward = task ? `${format.number(Number(task.reward_num) || 0)} ${task.reward_currency}` : '';
  return (
    <Page>
      <PageHeader
        eyebrow={<Trans>Campaign</Trans>}
        title={has ? <Trans>Download the app and claim {reward}</Trans> : <Trans>Download the app and start trading</Trans>}
        lead={has ? <Trans>Install the app, log in and complete your first trade within 7 days to receive your reward.</Trans> : <Trans>This reward has ended, but the app is still the fastest way to trade on the go.</Trans>}
        actions={<StoreButtons />}
      />
      <Steps
        steps={[
          { title: <Trans>Install</Trans>, text: <Trans>Download the app on iOS or Android.</Trans> },
          { title: <Trans>Log in</Trans>, text: <Trans>Use the account you have on the website.</Trans> },
          { title: <Trans>Trade</Trans>, text: <Trans>Your reward arrives within 24 hours of your first trade.</Trans> },
        ]}
      />
    </Page>
  );
}

/** /state_compliance_tips: the restricted-region page (SPEC section 5 lists example regions). */
export function RestrictedRegionPage() {
  const site = useSite();
  const siteName = site.name;
  const email = site.support.email;
  const { i18n } = useLingui();
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([i18n.locale === 'vn' ? 'vi' : i18n.locale, 'en'], { type: 'region' });
  } catch {
    names = undefined;
  }
  const regions = ['US', 'CA', 'KH', 'TH', 'CU', 'IR', 'KP'].map((code) => names?.of(code) ?? code);
  return (
    <Page>
      <PageHeader title={<Trans>Our services are not available in your region</Trans>} lead={<Trans>Laws where you are do not allow {siteName} to offer its services to you.</Trans>} />
      <Notice tone="warn" title={<Trans>Restricted regions include</Trans>}>
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {regions.map((region) => (
            <li key={region}>{region}</li>
          ))}
        </ul>
      </Notice>
      <p className="pg-muted">
        <Trans>
          If you have an account and believe this is a mistake, write to <a className="pg-link" href={`mailto:${email}`}>{email}</a>. You can still log in to withdraw your assets.
        </Trans>
      </p>
    </Page>
  );
}

interface ChatLine {
  id: number;
  from: 'agent' | 'me';
  text: ReactNode;
}

export function CustomerServicePage() {
  const { t } = useLingui();
  const [lines, setLines] = useState<ChatLine[]>([{ id: 0, from: 'agent', text: <Trans>Hello! I am the virtual assistant. How can I help you today?</Trans> }]);
  const [draft, setDraft] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setLines((current) => [
      ...current,
      { id: current.length, from: 'me', text },
      { id: current.length + 1, from: 'agent', text: <Trans>Thanks. An agent will join this chat shortly; typical wait is under two minutes.</Trans> },
    ]);
    setDraft('');
  };
  return (
    <Page>
      <PageHeader title={<Trans>Customer service</Trans>} lead={<Trans>Chat with our support team, 24 hours a day.</Trans>} />
      <Card className="pg-stack" >
        <ol className="pg-stack" style={{ listStyle: 'none', margin: 0, padding: 0, gap: 10 }} aria-live="polite" aria-label={t`Conversation`}>
          {lines.map((line) => (
            <li key={line.id} style={{ alignSelf: line.from === 'me' ? 'flex-end' : 'flex-start', maxInlineSize: '80%' }}>
              <span className={line.from === 'me' ? 'pg-badge pg-badge--accent' : 'pg-badge'} style={{ whiteSpace: 'normal', padding: '8px 12px', fontSize: 14, borderRadius: 12 }}>
                {line.text}
              </span>
            </li>
          ))}
        </ol>
        <form className="pg-row" onSubmit={send} style={{ alignItems: 'flex-end' }}>
          <div style={{ flex: 1 }}>
            <TextField label={t`Your message`} value={draft} onChange={(e) => setDraft(e.target.value)} maxLength={500} />
          </div>
          <button type="submit" className={btn('primary', 'md')} disabled={!draft.trim()}>
            <Trans>Send</Trans>
          </button>
        </form>
      </Card>
    </Page>
  );
}

export function ChatroomPage() {
  const format = useFormat();
  const rooms = [
    { id: 'btc', name: 'BTC', members: 48_210, topic: <Trans>Bitcoin price and on-chain talk</Trans> },
    { id: 'futures', name: <Trans>Futures</Trans>, members: 31_904, topic: <Trans>Setups, funding and risk</Trans> },
    { id: 'alpha', name: 'Alpha', members: 12_488, topic: <Trans>New tokens and early projects</Trans> },
    { id: 'newcomers', name: <Trans>Newcomers</Trans>, members: 20_117, topic: <Trans>Questions from people starting out</Trans> },
  ];
  return (
    <Page>
      <PageHeader title={<Trans>Chatroom</Trans>} lead={<Trans>Talk markets with other traders. Be kind: moderators remove spam and scams.</Trans>} />
      <ul className="pg-grid pg-grid--2">
        {rooms.map((room) => (
          <Card as="li" key={room.id} className="pg-row pg-row--between">
            <div className="pg-list__main">
              <span className="pg-list__title">{room.name}</span>
              <span className="pg-list__text">{room.topic}</span>
              <span className="pg-card__meta">
                <Trans>{format.number(room.members)} members</Trans>
              </span>
            </div>
            <button type="button" className={btn('secondary', 'sm')}>
              <Trans>Join</Trans>
            </button>
          </Card>
        ))}
      </ul>
      <Notice tone="warn">
        <Trans>Staff never ask for your password or codes in the chatroom, and never ask you to send funds.</Trans>
      </Notice>
    </Page>
  );
}

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
      <ul className="pg-grid pg-grid--3">
        {offers.map((offer) => (
          <Card as="li" key={offer.id} className="pg-stack">
            <h2 className="pg-card__title">{offer.title}</h2>
            <p className="pg-card__text">{offer.text}</p>
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
