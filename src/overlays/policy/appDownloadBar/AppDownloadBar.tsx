import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useDecision } from '../../../facts';
import { useDownloadLink } from '../../../widgets/download-links';
import { useSite } from '../../../site/site';
import { useLocalizedPath } from '../../../site/useLocalizedPath';
import { CloseIcon } from '../../../ui/icons/controlIcons';
import { connectAppDownloadBar } from './appDownloadBar.connect';
import type { appDownloadBarMachine } from './appDownloadBar.machine';
import './appDownloadBar.css';
import { isPlainClick } from '../../../lib/browser/plainClick';

export interface AppDownloadBarProps {
  /** Its child actor in the screen machine (spawned when the arbiter gave it the bar stack). */
  actor: ActorRefFrom<typeof appDownloadBarMachine>;
}

/**
 * The mobile app-download bar (SPEC sections 2 and 4): the app's name and why, a detail text that
 * expands, an Open button that goes to the download page, and a close icon that hides it for
 * the session. The engine decided that it shows (policies/appDownloadBar.json) and the arbiter
 * gave it its place in the bar stack (policies/screen.json); its machine does the rest.
 */
export function AppDownloadBar({ actor }: AppDownloadBarProps) {
  const { t } = useLingui();
  const localize = useLocalizedPath();
  const siteName = useSite().name;
  const view = connectAppDownloadBar(useSelector(actor, (snapshot) => snapshot), actor.send);
  // SPEC section 4: the click opens the download link (the home page's phone entry, from the
  // page download links config: src/widgets/download-links), unless the user's country skips it
  // (policies/appDownloadDeepLink.json) or the URL policy rejects it.
  const deepLinkAllowed = useDecision('appDownloadDeepLink') === true;
  const deepLink = useDownloadLink('home', 'h5', { enabled: deepLinkAllowed });

  return (
    <div className="app-bar" role="region" aria-label={t`Get the app`} {...view.rootProps}>
      <img className="app-bar__icon" src="/favicon.svg" alt="" width={36} height={36} />
      <div className="app-bar__text">
        <p className="app-bar__title">
          <Trans>Get the {siteName} app</Trans>
        </p>
        <p className="app-bar__detail" id="app-bar-detail" hidden={!view.expanded}>
          <Trans>Trade anytime, with price alerts and a faster sign-up.</Trans>
        </p>
        <button type="button" className="app-bar__more" aria-expanded={view.expanded} aria-controls="app-bar-detail" onClick={view.toggleDetail}>
          {view.expanded ? <Trans>Show less</Trans> : <Trans>Show more</Trans>}
        </button>
      </div>
      <a
        className="btn btn--primary btn--sm app-bar__open"
        href={localize('/appdownload')}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          view.open(deepLink);
        }}
      >
        <Trans>Open</Trans>
      </a>
      <button type="button" className="app-bar__close" aria-label={t`Close`} onClick={view.close}>
        <CloseIcon />
      </button>
    </div>
  );
}
