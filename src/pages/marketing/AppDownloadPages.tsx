/** /appdownload and /campaigns/... (the download-rewards campaign, SPEC sections 2, 3). */
import { Trans } from '@lingui/react/macro';
import { useQuery } from '../../api/hooks';
import { downloadTaskQuery } from '../../api/queries';
import { useSite } from '../../site/site';
import { useFormat } from '../../i18n/format';
import { Page, PageHeader, Section, Steps } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';
import { useDownloadLink } from '../../widgets/download-links';
import { useAtomValue } from 'jotai';
import { viewportWidthAtom } from '../../facts';

/**
 * The store buttons and the Android package: the package link is the page download links
 * config's for this page and the visitor's country (src/widgets/download-links); without one,
 * the APK note below.
 */
function StoreButtons({ page }: { page: string }) {
  // SPEC section 9: mobile is 768 px wide or less.
  const phone = useAtomValue(viewportWidthAtom) <= 768;
  const apk = useDownloadLink(page, phone ? 'h5' : 'web', { apk: true });
  return (
    <div className="ui-row">
      <a className={btn('primary', 'lg')} href="https://apps.apple.com/" rel="noopener noreferrer" target="_blank">
        <Trans>App Store</Trans>
      </a>
      <a className={btn('primary', 'lg')} href="https://play.google.com/store" rel="noopener noreferrer" target="_blank">
        <Trans>Google Play</Trans>
      </a>
      <a className={btn('secondary', 'lg')} href={apk ?? '#apk'} data-testid="download-apk">
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
      <PageHeader title={<Trans>Download the {siteName} app</Trans>} lead={<Trans>Trade anywhere with the full exchange in your pocket: markets, futures, earn, copy trading and the Web3 wallet.</Trans>} actions={<StoreButtons page="appdownload" />} />
      <Section title={<Trans>Install in three steps</Trans>}>
        <Steps
          steps={[
            { title: <Trans>Get the app</Trans>, text: <Trans>From your store, or the APK for Android devices without Google Play.</Trans> },
            { title: <Trans>Log in</Trans>, text: <Trans>Use your existing account, or scan the QR code on the website's log-in page.</Trans> },
            { title: <Trans>Turn on notifications</Trans>, text: <Trans>Price alerts, order fills and security notices, as they happen.</Trans> },
          ]}
        />
      </Section>
      <p id="apk" className="ui-faint ui-small">
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
        actions={<StoreButtons page="campaigns" />}
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
