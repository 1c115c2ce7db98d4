import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useAtomValue } from 'jotai';
import { domToPng } from 'modern-screenshot';
import { installTrustedTypes } from '../../../lib/trustedTypes';
import { useCallback, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { trackOverlay } from '../../../analytics';
import { useQuery } from '../../../api/hooks';
import { ogShowQuery } from '../../../api/queries';
import { referralAtom, useDecision } from '../../../facts';
import { serverLink } from '../../../lib/url';
import { useOverlay } from '../../machines/useOverlay';
import { useLinkHosts } from '../../../site/linkHosts';
import { useSite } from '../../../site/site';
import { Button } from '../../../ui/form/Button';
import { Dialog } from '../../../ui/overlay/Dialog';
import { POSTER_SCALE, posterMachine } from './poster.machine';
import { isShareSource, sharedLink, SHARE_WAYS, wayHref, waysOffered, type ShareModalProps, type ShareWay } from './share';
import './shareModal.css';

/** The poster machine with its capture: the element as a PNG at scale 2 (fonts loaded first). */
const capturingPoster = posterMachine.provide({
  actors: {
    capture: fromPromise<string, HTMLElement | null>(async ({ input }) => {
      if (!input) throw new Error('no poster');
      await document.fonts?.ready;
      // modern-screenshot writes its sandbox frame's document as a plain string (the default policy admits it).
      installTrustedTypes();
      return domToPng(input, { scale: POSTER_SCALE, timeout: 9000 });
    }),
  },
});

/**
 * Where shared links point: the site's own domain in production; in the demo and dev, where one
 * origin plays every site, this origin.
 */
function shareOrigin(domain: string): string {
  return import.meta.env.VITE_DEMO || import.meta.env.DEV ? window.location.origin : `https://${domain}`;
}

/**
 * The share modal (SPEC sections 2 item 13, 3, 5, 7, 9; data-overlay "shareModal", the source as
 * its variant): a link preview (og_show: site name and image), a poster captured from the page at
 * scale 2 within 10 s (./poster.machine.ts), and the ways to share: copy the link, X, Telegram,
 * Facebook, WhatsApp, LINE, the browser's own share sheet where there is one, and the poster
 * image where it may be shared (policies/shareImage.json: in the app, only from the versions that
 * can). The link carries the referral code (the prop, else the user's kol_code).
 */
export function ShareModal({ props, returnFocus, onClosed }: { props: ShareModalProps; returnFocus: HTMLElement | null; onClosed: () => void }) {
  const { t } = useLingui();
  const overlay = useOverlay({ openOnMount: true, onClosed });
  const site = useSite();
  const hosts = useLinkHosts();
  const referral = useAtomValue(referralAtom);
  const imageAllowed = useDecision('shareImage') ?? false;
  const source = isShareSource(props.source) ? props.source : 'other';
  const refCode = props.refCode ?? (typeof referral?.kol_code === 'string' && referral.kol_code !== '' ? referral.kol_code : undefined);
  const link = useMemo(() => sharedLink(props.url, shareOrigin(site.webSiteDomain), refCode), [props.url, site.webSiteDomain, refCode]);
  const preview = useQuery(ogShowQuery(link)).data?.data ?? null;
  const previewImage = serverLink(preview?.site_image, hosts, 'og_show.site_image');
  // The policy's answer is what reaches src, never the string it judged.
  const art = serverLink(props.imgSrc, hosts, 'share.imgSrc');
  const [snapshot, send] = useMachine(capturingPoster);
  const poster = useCallback((element: HTMLDivElement | null) => {
    if (element) send({ type: 'poster.render', element });
  }, [send]);
  const [copied, setCopied] = useState(false);
  const canShareNatively = typeof navigator.share === 'function';
  const forbidden = (props.forbiddenWays ?? []).filter((way): way is ShareWay => (SHARE_WAYS as readonly string[]).includes(way));
  const ways = waysOffered(forbidden, { canShareNatively, imageAllowed });
  const text = `${props.title} · ${props.shareContent}`;
  const image = snapshot.context.image;
  const fileName = `${source}-${new Date().toISOString().slice(0, 10)}.png`;

  const used = (way: ShareWay) => trackOverlay('shareModal', 'acknowledged', `${source}:${way}`);
  const copy = async () => {
    used('copy');
    try {
      await navigator.clipboard.writeText(`${props.shareContent} ${link}`);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const shareNatively = async () => {
    used('native');
    try {
      await navigator.share({ title: props.title, text: props.shareContent, url: link });
    } catch {
      // Cancelled by the visitor: nothing to do.
    }
  };

  const label: Record<ShareWay, string> = {
    copy: copied ? t`Link copied` : t`Copy link`,
    x: 'X',
    telegram: 'Telegram',
    facebook: 'Facebook',
    whatsapp: 'WhatsApp',
    line: 'LINE',
    native: t`More options`,
    image: t`Download image`,
  };

  return (
    <Dialog
      overlay={overlay}
      title={t`Share`}
      description={props.title}
      returnFocus={returnFocus}
      className="share-modal"
      data-overlay="shareModal"
      data-variant={source}
    >
      <div className="share-modal__poster-frame">
        <div ref={poster} className="share-poster" data-source={source}>
          <div className="share-poster__brand">
            <img src={site.logo.night} alt={site.name} height={24} />
          </div>
          {art && <img className="share-poster__art" src={art} alt="" />}
          <p className="share-poster__headline">{props.posterContent.headline}</p>
          {props.posterContent.figure && (
            <p className="share-poster__figure" data-tone={props.posterContent.tone}>
              {props.posterContent.figure}
            </p>
          )}
          {props.posterContent.caption && <p className="share-poster__caption">{props.posterContent.caption}</p>}
          <p className="share-poster__link">{link.replace(/^https?:\/\//, '')}</p>
          {refCode && (
            <p className="share-poster__ref">
              <Trans>Referral code {refCode}</Trans>
            </p>
          )}
        </div>
        <div className="share-modal__poster-state" role="status" data-poster={String(snapshot.value)}>
          {snapshot.matches('rendering') && <Trans>Preparing the image…</Trans>}
          {snapshot.matches('failed') && (
            <>
              {snapshot.context.failure === 'timeout' ? <Trans>The image took too long.</Trans> : <Trans>The image could not be made.</Trans>}{' '}
              <button type="button" className="share-modal__retry" onClick={() => send({ type: 'poster.retry' })}>
                <Trans>Try again</Trans>
              </button>
            </>
          )}
        </div>
      </div>

      {preview && (
        <a className="share-modal__preview" href={link} target="_blank" rel="noopener noreferrer" aria-label={t`Link preview`}>
          {previewImage && <img src={previewImage} alt="" width={96} height={50} />}
          <span className="share-modal__preview-text">
            <strong>{props.title}</strong>
            <span>{preview.site_name}</span>
          </span>
        </a>
      )}

      <ul className="share-modal__ways" aria-label={t`Share to`}>
        {ways.map((way) => {
          const href = wayHref(way, link, text);
          return (
            <li key={way}>
              {href ? (
                <a className="share-modal__way" data-way={way} href={href} target="_blank" rel="noopener noreferrer" onClick={() => used(way)}>
                  {label[way]}
                </a>
              ) : way === 'image' ? (
                image ? (
                  <a className="share-modal__way" data-way={way} href={image} download={fileName} onClick={() => used(way)}>
                    {label[way]}
                  </a>
                ) : (
                  <Button variant="secondary" className="share-modal__way" data-way={way} disabled>
                    {label[way]}
                  </Button>
                )
              ) : (
                <Button variant="secondary" className="share-modal__way" data-way={way} onClick={() => void (way === 'copy' ? copy() : shareNatively())}>
                  {label[way]}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
