/**
 * Buying pages: /crypto/buy (choose how to pay), /crypto/buy/with-credit-card and
 * /crypto/buy/with-bank-account (`method`, `fiat`), /buy-sell-crypto (buy and sell).
 */
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSite } from '../../site/site';
import { Card, Faq, Page, PageHeader, Section, Steps } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';
import { PurchaseWidget } from './PurchaseWidget';
import type { PurchaseSearch } from './search';

function useDefaultFiat(): string {
  return useSite().defaultFiat;
}

export function BuyCryptoPage() {
  const fiat = useDefaultFiat();
  const ways: { title: ReactNode; text: ReactNode; link: ReactNode }[] = [
    {
      title: <Trans>Debit or credit card</Trans>,
      text: <Trans>Visa and Mastercard. Coins arrive in minutes.</Trans>,
      link: (
        <Link to="/{-$locale}/crypto/buy/with-credit-card" search={{ method: 'card', fiat }} className={btn('primary', 'md')}>
          <Trans>Pay by card</Trans>
        </Link>
      ),
    },
    {
      title: <Trans>Bank transfer</Trans>,
      text: <Trans>Lower fees for larger amounts. Arrives within a business day.</Trans>,
      link: (
        <Link to="/{-$locale}/crypto/buy/with-bank-account" search={{ method: 'bank', fiat }} className={btn('secondary', 'md')}>
          <Trans>Pay by bank transfer</Trans>
        </Link>
      ),
    },
    {
      title: <Trans>Peer-to-peer</Trans>,
      text: <Trans>Buy USDT from verified merchants with local payment methods.</Trans>,
      link: (
        <Link to="/{-$locale}/c2c/market" className={btn('secondary', 'md')}>
          <Trans>Open the P2P market</Trans>
        </Link>
      ),
    },
  ];
  return (
    <Page>
      <PageHeader title={<Trans>Buy crypto</Trans>} lead={<Trans>Choose how you would like to pay. Every price shown includes all fees.</Trans>} />
      <ul className="ui-grid ui-grid--3">
        {ways.map((way, index) => (
          <Card as="li" key={index} className="ui-stack">
            <h2 className="ui-card__title">{way.title}</h2>
            <p className="ui-card__text">{way.text}</p>
            <div>{way.link}</div>
          </Card>
        ))}
      </ul>
      <Section title={<Trans>Quick buy</Trans>}>
        <PurchaseWidget method="card" fiat={fiat} />
      </Section>
    </Page>
  );
}

export function CardPurchasePage({ search }: { search: PurchaseSearch }) {
  const fallback = useDefaultFiat();
  return (
    <Page>
      <div className="ui-split">
        <div className="ui-stack">
          <PageHeader title={<Trans>Buy crypto with a card</Trans>} lead={<Trans>Pay with Visa or Mastercard and receive your coins in minutes. 3-D Secure protects every payment.</Trans>} />
          <Steps
            steps={[
              { title: <Trans>Enter the amount</Trans>, text: <Trans>From 10 to 20,000 per purchase.</Trans> },
              { title: <Trans>Confirm with your bank</Trans>, text: <Trans>Approve the payment in your banking app.</Trans> },
              { title: <Trans>Coins in your account</Trans>, text: <Trans>Usually within five minutes.</Trans> },
            ]}
          />
        </div>
        <PurchaseWidget method={search.method} fiat={search.fiat ?? fallback} lockMethod />
      </div>
    </Page>
  );
}

export function BankPurchasePage({ search }: { search: PurchaseSearch }) {
  const fallback = useDefaultFiat();
  return (
    <Page>
      <div className="ui-split">
        <div className="ui-stack">
          <PageHeader title={<Trans>Buy crypto by bank transfer</Trans>} lead={<Trans>Transfer from a bank account in your name. Lower fees than cards, ideal for larger amounts.</Trans>} />
          <Faq
            items={[
              { question: <Trans>How long does a transfer take?</Trans>, answer: <Trans>Instant transfers arrive in minutes; others within one business day.</Trans> },
              { question: <Trans>What reference do I use?</Trans>, answer: <Trans>We show a personal reference after you confirm. Without it we cannot match your payment.</Trans> },
            ]}
          />
        </div>
        <PurchaseWidget method={search.method} fiat={search.fiat ?? fallback} lockMethod />
      </div>
    </Page>
  );
}

export function BuySellCryptoPage() {
  const fiat = useDefaultFiat();
  return (
    <Page>
      <div className="ui-split">
        <PageHeader title={<Trans>Buy and sell crypto</Trans>} lead={<Trans>Buy with a card or bank transfer, or sell to your bank account, at a clear price with fees shown up front.</Trans>} />
        <PurchaseWidget method="card" fiat={fiat} allowSell />
      </div>
    </Page>
  );
}
