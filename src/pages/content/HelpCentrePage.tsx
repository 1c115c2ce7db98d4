/** /help: the help centre's topics, a searchable FAQ and the way to a support ticket. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useSite } from '../../site/site';
import { TextField } from '../../ui/form/Field';
import { Card, Faq, Page, PageHeader, Section } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';
import './content.css';

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
      <div className="ui-search-input" style={{ maxInlineSize: 560 }}>
        <TextField label={t`Search help articles`} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      </div>
      <ul className="ui-grid ui-grid--3">
        {topics.map((topic, index) => (
          <Card as="li" key={index}>
            <h2 className="ui-card__title">{topic.title}</h2>
            <p className="ui-card__text">{topic.text}</p>
          </Card>
        ))}
      </ul>
      <Section title={<Trans>Popular questions</Trans>}>
        {shownFaq.length > 0 ? (
          <Faq items={shownFaq} />
        ) : (
          <p className="ui-muted">
            <Trans>No answers match your search. Our support team can help.</Trans>
          </p>
        )}
      </Section>
      <Section title={<Trans>Still need help?</Trans>}>
        <Card className="ui-row ui-row--between">
          <p className="ui-muted">
            <Trans>
              Open a ticket from your account, or write to <a className="ui-link" href={`mailto:${email}`}>{email}</a>.
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
