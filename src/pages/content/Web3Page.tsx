/** /web3: the self-custody Web3 wallet. */
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Card, Page, PageHeader, Section, Steps } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';
import './content.css';

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
      <ul className="ui-grid ui-grid--3">
        <Card as="li">
          <h2 className="ui-card__title">
            <Trans>Self-custody</Trans>
          </h2>
          <p className="ui-card__text">
            <Trans>Your recovery phrase never leaves your device. We cannot move your funds.</Trans>
          </p>
        </Card>
        <Card as="li">
          <h2 className="ui-card__title">
            <Trans>Swap across chains</Trans>
          </h2>
          <p className="ui-card__text">
            <Trans>Best-price routing across decentralised exchanges and bridges.</Trans>
          </p>
        </Card>
        <Card as="li">
          <h2 className="ui-card__title">
            <Trans>Safe dapp browsing</Trans>
          </h2>
          <p className="ui-card__text">
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
