/** /how-to-buy: the steps from sign-up to first purchase, and a guide per popular coin. */
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMarkets } from '../../widgets/market-data';
import { Card, CoinIcon, Faq, Page, PageHeader, Section, Steps } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';

export function HowToBuyPage() {
  const { markets } = useMarkets();
  const coins = markets.filter((m) => m.quote === 'USDT').slice(0, 8);
  return (
    <Page>
      <PageHeader
        title={<Trans>How to buy crypto</Trans>}
        lead={<Trans>Buying your first crypto takes a few minutes. Here is every step, from creating an account to holding your coins.</Trans>}
        actions={
          <>
            <Link to="/{-$locale}/signup" className={btn('primary', 'lg')}>
              <Trans>Create account</Trans>
            </Link>
            <Link to="/{-$locale}/crypto/buy" className={btn('secondary', 'lg')}>
              <Trans>Buy crypto now</Trans>
            </Link>
          </>
        }
      />
      <Section title={<Trans>Four steps</Trans>}>
        <Steps
          steps={[
            { title: <Trans>Create your account</Trans>, text: <Trans>Sign up with your email or phone number and set a strong password.</Trans> },
            { title: <Trans>Verify your identity</Trans>, text: <Trans>Complete identity verification to unlock deposits, purchases and withdrawals.</Trans> },
            { title: <Trans>Choose how to pay</Trans>, text: <Trans>Pay by card, bank transfer or peer-to-peer, or deposit crypto you already own.</Trans> },
            { title: <Trans>Buy and hold securely</Trans>, text: <Trans>Your coins arrive in your account. Turn on two-factor authentication to protect them.</Trans> },
          ]}
        />
      </Section>
      <Section title={<Trans>Guides by coin</Trans>}>
        <ul className="ui-grid ui-grid--4">
          {coins.map((m) => {
            const name = m.name;
            return (
              <li key={m.pair}>
                <Link to="/{-$locale}/price/$coin" params={{ coin: m.coin?.slug ?? m.base.toLowerCase() }} className="ui-card ui-card-link ui-row">
                  <CoinIcon symbol={m.base} size={36} />
                  <span className="ui-strong">
                    <Trans>How to buy {name}</Trans>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </Section>
      <Section title={<Trans>Questions</Trans>}>
        <Card className="ui-card--flush">
          <Faq
            items={[
              { question: <Trans>What is the minimum I can buy?</Trans>, answer: <Trans>Card purchases start from the equivalent of 10 US dollars; spot orders can be smaller.</Trans> },
              { question: <Trans>How long does a purchase take?</Trans>, answer: <Trans>Card purchases usually complete within minutes. Bank transfers depend on your bank, typically one business day.</Trans> },
              { question: <Trans>Which fees apply?</Trans>, answer: <Trans>The price shown before you confirm includes every fee. Our fee schedule lists trading fees.</Trans> },
            ]}
          />
        </Card>
      </Section>
    </Page>
  );
}
