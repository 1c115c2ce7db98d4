import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useLayoutEffect, useRef } from 'react';
import { noticesAtom } from '../../../facts';
import { serverLink } from '../../../lib/url';
import { useScreenDialog, type ScreenDialogActor } from '../../machines/useScreenDialog';
import { useLinkHosts } from '../../../site/linkHosts';
import { Button, IconButton } from '../../../ui/form/Button';
import { CloseIcon } from '../../../ui/icons/controlIcons';
import { ServerHtml } from '../../../ui/content/ServerHtml';
import './businessNotice.css';

interface Notice {
  title?: string;
  content?: string;
  ok_button?: string;
  cancel_button?: string;
  ok_button_router?: string;
  text_link?: Array<{ key?: string; link?: string }>;
  no_close_button?: number;
  type?: string;
}

/**
 * The business compliance banner (SPEC sections 2 item 7, 3): fixed at the foot of the page, it
 * informs without blocking. The server's title and text (sanitised, text_link pairs as links),
 * an OK button (to ok_button_router through the URL policy), a cancel button when given, and a
 * close icon unless no_close_button is 1. Closing records it for the session.
 */
export function BusinessNotice({ actor }: { actor: ScreenDialogActor }) {
  const { t } = useLingui();
  const banner = useScreenDialog(actor);
  const hosts = useLinkHosts();
  const notice = (useAtomValue(noticesAtom).business[0] ?? {}) as Notice;
  const to = serverLink(notice.ok_button_router, hosts, 'ok_button_router');
  const root = useRef<HTMLElement>(null);
  // Whatever else sits at the foot of the page (a toast on phones, the demo's panel tab) moves
  // up by the banner's height (--screen-banner-height), so the banner hides nothing.
  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    const style = document.documentElement.style;
    const measure = () => style.setProperty('--screen-banner-height', `${element.offsetHeight}px`);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      style.removeProperty('--screen-banner-height');
    };
  }, [banner.mounted]);
  if (!banner.mounted) return null;
  return (
    <section
      ref={root}
      className="business-notice"
      role="region"
      aria-label={notice.title || t`Compliance notice`}
      data-overlay="businessNotice"
      data-variant={notice.type || undefined}
      {...banner.rootProps}
    >
      <div className="business-notice__text">
        {notice.title && <h2 className="business-notice__title">{notice.title}</h2>}
        <ServerHtml html={notice.content} hosts={hosts} links={notice.text_link ?? []} />
      </div>
      <div className="business-notice__actions">
        {notice.cancel_button && (
          <Button size="sm" variant="secondary" onClick={() => banner.close()}>
            {notice.cancel_button}
          </Button>
        )}
        <Button size="sm" variant="primary" onClick={() => banner.acknowledge(to)}>
          {notice.ok_button || <Trans>OK</Trans>}
        </Button>
        {notice.no_close_button !== 1 && (
          <IconButton label={t`Close`} className="icon-btn--bare" onClick={() => banner.close()}>
            <CloseIcon />
          </IconButton>
        )}
      </div>
    </section>
  );
}
