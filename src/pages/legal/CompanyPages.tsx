/** /about-us (/about_us), /media-kit, /fee, /mobileapp, /page/contacts. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '../../api/hooks';
import { Link } from '@tanstack/react-router';
import type { CSSProperties, ReactNode } from 'react';
import { feeTiersQuery, homeStaticTradeDataQuery } from '../../api/queries';
import type { FeeTier } from '../../api';
import { ListGate } from '../../shell/entity';
import { useSite } from '../../site/site';
import { DataTable, type Column } from '../../ui/content/DataTable';
import { useFormat } from '../../i18n/format';
import { Card, KeyValues, Notice, Page, PageHeader, Section, StatGrid, Steps } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';
import { SiteDocsNav } from './LegalDocument';

export function AboutPage() {
  const site = useSite();
  const format = useFormat();
  const stats = useQuery(homeStaticTradeDataQuery()).data?.data;
  const siteName = site.name;
  const num = (value: string | number | undefined) => Number(value ?? 0);
  return (
    <Page>
      <PageHeader eyebrow={<Trans>About us</Trans>} title={<Trans>Building a safer way to own crypto</Trans>} lead={<Trans>{siteName} lets people buy, sell, trade and earn on digital assets, with the security and transparency a financial service owes its customers.</Trans>} />
      <StatGrid
        stats={[
          { label: <Trans>Registered users</Trans>, value: stats ? format.compact(num(stats.user_register_count)) : '—' },
          { label: <Trans>Listed coins</Trans>, value: stats ? format.number(num(stats.curr_count)) : '—' },
          { label: <Trans>24h trading volume</Trans>, value: stats ? format.money(num(stats.trading_volume), 'USD', { notation: 'compact' }) : '—' },
          { label: <Trans>Reserve ratio</Trans>, value: stats ? format.percent(num(stats.total_reserve_rate), 1) : '—' },
        ]}
      />
      <div className="pg-grid pg-grid--3">
        <Card>
          <h2 className="pg-card__title">
            <Trans>Security first</Trans>
          </h2>
          <p className="pg-card__text">
            <Trans>Most customer assets sit in cold storage. Our reserves are audited and published every month.</Trans>
          </p>
        </Card>
        <Card>
          <h2 className="pg-card__title">
            <Trans>Regulated where we operate</Trans>
          </h2>
          <p className="pg-card__text">
            <Trans>Our regional sites hold the licences their markets require and follow local rules.</Trans>
          </p>
        </Card>
        <Card>
          <h2 className="pg-card__title">
            <Trans>Support around the clock</Trans>
          </h2>
          <p className="pg-card__text">
            <Trans>A support team in many languages answers every day of the year.</Trans>
          </p>
        </Card>
      </div>
      <SiteDocsNav current="about" />
    </Page>
  );
}

/** A media-kit logo on the background it is made for, with its download link. */
function LogoCard({ title, src, alt, backdrop }: { title: ReactNode; src: string; alt: string; backdrop: CSSProperties }) {
  return (
    <Card className="pg-stack">
      <h2 className="pg-card__title">{title}</h2>
      <div style={{ padding: 24, borderRadius: 8, ...backdrop }}>
        <img src={src} alt={alt} height={40} style={{ blockSize: 40, inlineSize: 'auto' }} />
      </div>
      <a className={btn('secondary', 'sm')} href={src} download>
        <Trans>Download SVG</Trans>
      </a>
    </Card>
  );
}

export function MediaKitPage() {
  const site = useSite();
  const email = site.business.email;
  return (
    <Page>
      <PageHeader title={<Trans>Media kit</Trans>} lead={<Trans>Logos, colours and guidelines for press and partners.</Trans>} />
      <div className="pg-grid pg-grid--2">
        <LogoCard title={<Trans>Logo on light backgrounds</Trans>} src={site.logo.light} alt={site.name} backdrop={{ background: '#ffffff', border: '1px solid var(--border)' }} />
        <LogoCard title={<Trans>Logo on dark backgrounds</Trans>} src={site.logo.night} alt={site.name} backdrop={{ background: '#0b0e17' }} />
      </div>
      <Section title={<Trans>Guidelines</Trans>}>
        <Steps
          steps={[
            { title: <Trans>Leave room</Trans>, text: <Trans>Keep clear space around the logo at least the height of its symbol.</Trans> },
            { title: <Trans>Do not alter</Trans>, text: <Trans>Do not stretch, recolour or add effects to the logo.</Trans> },
            { title: <Trans>Ask us</Trans>, text: <Trans>For interviews and partnerships, write to <a className="pg-link" href={`mailto:${email}`}>{email}</a>.</Trans> },
          ]}
        />
      </Section>
    </Page>
  );
}

export function FeePage() {
  const { t } = useLingui();
  const format = useFormat();
  const pct = (v: number) => format.percent(v, 3);
  const tiers = useQuery(feeTiersQuery());
  const columns: Column<FeeTier>[] = [
    { id: 'tier', header: <Trans>Tier</Trans>, cell: (r) => <span className="pg-strong">{r.tier}</span> },
    { id: 'volume', header: <Trans>30-day volume (USD)</Trans>, align: 'end', cell: (r) => (r.volume === 0 ? t`Any` : `≥ ${format.compact(r.volume)}`) },
    { id: 'maker', header: <Trans>Spot maker</Trans>, align: 'end', cell: (r) => pct(r.spot_maker) },
    { id: 'taker', header: <Trans>Spot taker</Trans>, align: 'end', cell: (r) => pct(r.spot_taker) },
    { id: 'fmaker', header: <Trans>Futures maker</Trans>, align: 'end', wide: true, cell: (r) => pct(r.futures_maker) },
    { id: 'ftaker', header: <Trans>Futures taker</Trans>, align: 'end', wide: true, cell: (r) => pct(r.futures_taker) },
  ];
  return (
    <Page>
      <PageHeader title={<Trans>Fee schedule</Trans>} lead={<Trans>Trading fees fall as your 30-day volume grows. Deposits are free; withdrawals pay the network fee shown before you confirm.</Trans>} actions={<Link to="/{-$locale}/vip" className={btn('secondary', 'md')}><Trans>VIP programme</Trans></Link>} />
      <ListGate query={tiers} empty={<Trans>The fee schedule is being updated. Please check back shortly.</Trans>}>
        {(rows) => <DataTable rows={rows} columns={columns} rowKey={(r) => r.tier} caption={t`Trading fees by tier`} />}
      </ListGate>
      <Notice>
        <Trans>Paying fees in GT gives a further 20% discount on spot trading fees.</Trans>
      </Notice>
      <SiteDocsNav current="fee" />
    </Page>
  );
}

export function MobileAppPage() {
  return (
    <Page>
      <PageHeader
        title={<Trans>The app: markets in your pocket</Trans>}
        lead={<Trans>Trade, deposit and earn from your phone, with price alerts and biometric log-in.</Trans>}
        actions={
          <Link to="/{-$locale}/appdownload" className={btn('primary', 'lg')}>
            <Trans>Download the app</Trans>
          </Link>
        }
      />
      <ul className="pg-grid pg-grid--3">
        <Card as="li">
          <h2 className="pg-card__title">
            <Trans>Price alerts</Trans>
          </h2>
          <p className="pg-card__text">
            <Trans>Get notified when a coin crosses the price you set.</Trans>
          </p>
        </Card>
        <Card as="li">
          <h2 className="pg-card__title">
            <Trans>Biometric log-in</Trans>
          </h2>
          <p className="pg-card__text">
            <Trans>Face or fingerprint instead of typing your password.</Trans>
          </p>
        </Card>
        <Card as="li">
          <h2 className="pg-card__title">
            <Trans>Everything on the web, and more</Trans>
          </h2>
          <p className="pg-card__text">
            <Trans>Spot, futures, earn, copy trading and the Web3 wallet in one app.</Trans>
          </p>
        </Card>
      </ul>
    </Page>
  );
}

export function ContactsPage() {
  const site = useSite();
  const support = site.support.email;
  const business = site.business.email;
  return (
    <Page>
      <PageHeader title={<Trans>Contact us</Trans>} lead={<Trans>How to reach the right team.</Trans>} />
      <div className="pg-grid pg-grid--2">
        <Card>
          <h2 className="pg-card__title">
            <Trans>Customer support</Trans>
          </h2>
          <KeyValues
            items={[
              { label: <Trans>E-mail</Trans>, value: <a className="pg-link" href={`mailto:${support}`}>{support}</a> },
              { label: <Trans>Hours</Trans>, value: <Trans>24 hours, every day</Trans> },
            ]}
          />
        </Card>
        <Card>
          <h2 className="pg-card__title">
            <Trans>Business and listings</Trans>
          </h2>
          <KeyValues items={[{ label: <Trans>E-mail</Trans>, value: <a className="pg-link" href={`mailto:${business}`}>{business}</a> }]} />
        </Card>
      </div>
      <SiteDocsNav />
    </Page>
  );
}
