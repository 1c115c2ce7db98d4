/** /learn/glossary (and a term), /upcoming-event, /help, /web3. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useSite } from '../../site/site';
import { TextField } from '../../ui/form/Field';
import { useFormat } from '../../i18n/format';
import { Badge, Card, Faq, Page, PageHeader, Section, Steps } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';
import { glossaryQuery, upcomingEventsQuery, type ApiResult, type CalendarEvent, type GlossaryTerm, type Lookup } from '../../api';
import { useLocalizedPath } from '../../site/useLocalizedPath';
import { EmptyState } from '../../ui/content/EmptyState';
import { useQuery } from '../../api/hooks';
import { useLocale } from '../../i18n/useLocale';
import { EntityGate, ListGate } from '../../shell/entity';
import './content.css';

/** The glossary from the backend, in the reader's language (server content, like the articles). */
export function GlossaryPage() {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useState('');
  const list = useQuery(glossaryQuery(useLocale()));
  const filter = (terms: readonly GlossaryTerm[]) => {
    const q = query.trim().toLocaleLowerCase();
    return terms.filter(({ term, definition }) => !q || term.toLocaleLowerCase().includes(q) || definition.toLocaleLowerCase().includes(q)).sort((a, b) => a.term.localeCompare(b.term, i18n.locale));
  };
  return (
    <Page>
      <PageHeader title={<Trans>Crypto glossary</Trans>} lead={<Trans>The words you will meet on an exchange, explained in a sentence.</Trans>} />
      <div className="pg-search-input">
        <TextField label={t`Search terms`} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      </div>
      <ListGate query={list} empty={<Trans>The glossary is empty for now.</Trans>}>
        {(terms) => {
          const shown = filter(terms);
          if (shown.length === 0) return <EmptyState data-testid="glossary-no-match" title={<Trans>No term matches your search</Trans>} />;
          return (
            <Card className="pg-card--flush">
              <dl className="pg-list" data-testid="glossary">
                {shown.map((entry) => (
                  <div className="pg-list__item" key={entry.slug} id={entry.slug} style={{ flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}>
                    <dt className="pg-list__title">
                      <Link to="/{-$locale}/learn/glossary/$term" params={{ term: entry.slug }} className="pg-link">
                        {entry.term}
                      </Link>
                    </dt>
                    <dd className="pg-list__text" style={{ margin: 0 }}>
                      {entry.definition}
                    </dd>
                  </div>
                ))}
              </dl>
            </Card>
          );
        }}
      </ListGate>
    </Page>
  );
}

/**
 * /learn/glossary/{term}: the term from the backend's glossary (the list is small and cached for
 * the glossary page too); a slug it lacks is the not-found state with a link back to all terms.
 */
export function GlossaryTermPage({ slug }: { slug: string }) {
  const { t } = useLingui();
  const localize = useLocalizedPath();
  const list = useQuery(glossaryQuery(useLocale()));
  const answer = list.data;
  const data: ApiResult<Lookup<GlossaryTerm> | null> | undefined =
    answer === undefined ? undefined : answer.ok ? { ok: true, data: lookupTerm(answer.data, slug) } : { ...answer, data: null };
  return (
    <EntityGate query={{ data, isPending: list.isPending, isFetching: list.isFetching, refetch: list.refetch }} back={{ href: localize('/learn/glossary'), label: t`All terms` }} title={(entry) => entry.term}>
      {(entry) => (
        <Page>
          <PageHeader eyebrow={<Trans>Glossary</Trans>} title={entry.term} lead={entry.definition} />
          <Link to="/{-$locale}/learn/glossary" className="pg-link">
            <Trans>All terms</Trans>
          </Link>
        </Page>
      )}
    </EntityGate>
  );
}

function lookupTerm(terms: readonly GlossaryTerm[], slug: string): Lookup<GlossaryTerm> {
  const item = terms.find((entry) => entry.slug === slug);
  return item ? { found: true, item } : { found: false };
}

export function UpcomingEventsPage() {
  const { t } = useLingui();
  const format = useFormat();
  const events = useQuery(upcomingEventsQuery(useLocale()));
  const kindLabel: Record<CalendarEvent['kind'], string> = {
    listing: t`Listing`,
    unlock: t`Token unlock`,
    upgrade: t`Network upgrade`,
    campaign: t`Campaign`,
  };
  return (
    <Page>
      <PageHeader title={<Trans>Upcoming events</Trans>} lead={<Trans>Listings, token unlocks, network upgrades and campaigns in the weeks ahead.</Trans>} />
      <ListGate query={events} empty={<Trans>No events scheduled</Trans>}>
        {(list) => (
      <Card className="pg-card--flush">
        <ol className="pg-list">
          {list.map((event) => (
            <li className="pg-list__item" key={event.id}>
              <time className="pg-list__icon" dateTime={event.date} style={{ inlineSize: 56, flexDirection: 'column', fontSize: 12, lineHeight: 1.2, textAlign: 'center' }}>
                {format.date(event.date, { day: 'numeric', month: 'short', timeZone: 'UTC' })}
              </time>
              <div className="pg-list__main">
                <span className="pg-list__title">{event.title}</span>
                <span className="pg-list__text">{format.date(event.date, { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' })} UTC</span>
              </div>
              <Badge tone={event.kind === 'listing' ? 'accent' : 'neutral'}>{kindLabel[event.kind]}</Badge>
            </li>
          ))}
        </ol>
      </Card>
        )}
      </ListGate>
    </Page>
  );
}

export function HelpCentrePage() {
  const { t } = useLingui();
  const site = useSite();
  const [query, setQuery] = useState('');
  const email = site.support.email;
  const topics: { title: ReactNode; text: ReactNode }[] = [
    { title: <Trans>Account and security</Trans>, text: <Trans>Log-in problems, two-factor authentication, account recovery.</Trans> },
    { title: <Trans>Identity verification</Trans>, text: <Trans>Documents we accept, review times, limits per level.</Trans> },
    { title: <Trans>Deposits and withdrawals</Trans>, text: <Trans>Missing deposits, networks, fees and withdrawal limits.</Trans> },
    { title: <Trans>Trading</Trans>, text: <Trans>Order types, spot, margin and futures basics.</Trans> },
    { title: <Trans>Earn</Trans>, text: <Trans>Simple Earn, staking and how interest is paid.</Trans> },
    { title: <Trans>Fees</Trans>, text: <Trans>Trading fees, VIP tiers and network fees.</Trans> },
  ];
  const faq = [
    { question: t`My deposit has not arrived. What should I do?`, answer: t`Check the number of confirmations on the network's explorer. If the deposit has enough confirmations and is still missing after an hour, open a ticket with the transaction ID.` },
    { question: t`How do I reset my authenticator?`, answer: t`Use "Lost my authenticator" on the log-in page. For your safety, withdrawals are paused for 24 hours after a reset.` },
    { question: t`Why is my withdrawal pending?`, answer: t`Large or first-time withdrawals may be reviewed. Most reviews finish within an hour.` },
  ];
  const q = query.trim().toLocaleLowerCase();
  const shownFaq = faq.filter((item) => !q || item.question.toLocaleLowerCase().includes(q) || item.answer.toLocaleLowerCase().includes(q));
  return (
    <Page>
      <PageHeader title={<Trans>Help centre</Trans>} lead={<Trans>Answers to common questions, and a support team available around the clock.</Trans>} />
      <div className="pg-search-input" style={{ maxInlineSize: 560 }}>
        <TextField label={t`Search help articles`} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      </div>
      <ul className="pg-grid pg-grid--3">
        {topics.map((topic, index) => (
          <Card as="li" key={index}>
            <h2 className="pg-card__title">{topic.title}</h2>
            <p className="pg-card__text">{topic.text}</p>
          </Card>
        ))}
      </ul>
      <Section title={<Trans>Popular questions</Trans>}>
        {shownFaq.length > 0 ? (
          <Faq items={shownFaq} />
        ) : (
          <p className="pg-muted">
            <Trans>No answers match your search. Our support team can help.</Trans>
          </p>
        )}
      </Section>
      <Section title={<Trans>Still need help?</Trans>}>
        <Card className="pg-row pg-row--between">
          <p className="pg-muted">
            <Trans>
              Open a ticket from your account, or write to <a className="pg-link" href={`mailto:${email}`}>{email}</a>.
            </Trans>
          </p>
          <Link to="/{-$locale}/myaccount/tickets" className={btn('primary', 'md')}>
            <Trans>Open a ticket</Trans>
          </Link>
        </Card>
      </Section>
    </Page>
  );
}

export function Web3Page() {
  return (
    <Page>
      <PageHeader
        eyebrow={<Trans>Web3 wallet</Trans>}
        title={<Trans>Your keys, your coins, every chain</Trans>}
        lead={<Trans>A self-custody wallet for Ethereum, Solana, Bitcoin and more than 100 other networks, with swaps and dapps built in.</Trans>}
        actions={
          <Link to="/{-$locale}/appdownload" className={btn('primary', 'lg')}>
            <Trans>Get the wallet</Trans>
          </Link>
        }
      />
      <ul className="pg-grid pg-grid--3">
        <Card as="li">
          <h2 className="pg-card__title">
            <Trans>Self-custody</Trans>
          </h2>
          <p className="pg-card__text">
            <Trans>Your recovery phrase never leaves your device. We cannot move your funds.</Trans>
          </p>
        </Card>
        <Card as="li">
          <h2 className="pg-card__title">
            <Trans>Swap across chains</Trans>
          </h2>
          <p className="pg-card__text">
            <Trans>Best-price routing across decentralised exchanges and bridges.</Trans>
          </p>
        </Card>
        <Card as="li">
          <h2 className="pg-card__title">
            <Trans>Safe dapp browsing</Trans>
          </h2>
          <p className="pg-card__text">
            <Trans>Known scam contracts and phishing sites are flagged before you sign.</Trans>
          </p>
        </Card>
      </ul>
      <Section title={<Trans>Get started</Trans>}>
        <Steps
          steps={[
            { title: <Trans>Install the app</Trans>, text: <Trans>On iOS, Android or as a browser extension.</Trans> },
            { title: <Trans>Create or import a wallet</Trans>, text: <Trans>Write your recovery phrase down on paper and keep it offline.</Trans> },
            { title: <Trans>Fund it</Trans>, text: <Trans>Send crypto from your exchange account in one tap.</Trans> },
          ]}
        />
      </Section>
    </Page>
  );
}
