/** /mobileapp: what the mobile app offers, with the way to the download page. */
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Card, Page, PageHeader } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';

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
      <ul className="ui-grid ui-grid--3">
        <Card as="li">
          <h2 className="ui-card__title">
            <Trans>Price alerts</Trans>
          </h2>
          <p className="ui-card__text">
            <Trans>Get notified when a coin crosses the price you set.</Trans>
          </p>
        </Card>
        <Card as="li">
          <h2 className="ui-card__title">
            <Trans>Biometric log-in</Trans>
          </h2>
          <p className="ui-card__text">
            <Trans>Face or fingerprint instead of typing your password.</Trans>
          </p>
        </Card>
        <Card as="li">
          <h2 className="ui-card__title">
            <Trans>Everything on the web, and more</Trans>
          </h2>
          <p className="ui-card__text">
            <Trans>Spot, futures, earn, copy trading and the Web3 wallet in one app.</Trans>
          </p>
        </Card>
      </ul>
    </Page>
  );
}
