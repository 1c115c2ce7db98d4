import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { atom, useAtomValue } from 'jotai';
import { htmlLang, isLocale } from '../../i18n/locales';
import { useLocale } from '../../i18n/useLocale';
import { useLocalizedPath } from '../../site/useLocalizedPath';
import { useOverlayRequest } from '../../overlays/requests';
import { useSite } from '../../site/site';
import { loggedInAtom, nowAtom, useDecision, viewportWidthAtom } from '../../facts';
import { AppLink } from '../../ui/AppLink';
import { Button, ButtonLink } from '../../ui/form/Button';
import { DownloadIcon } from '../../ui/icons/controlIcons';
import { copyrightLine } from './copyright';
import { FOOTER_TEXT } from './labels';
import './footer.css';

/** SPEC section 9: mobile breakpoint 768. Narrow screens show the download prompt. */
export const FOOTER_NARROW_MAX = 767;
const narrowAtom = atom((get) => get(viewportWidthAtom) <= FOOTER_NARROW_MAX);

type FooterLink = { id: string; href: string; label: string };

/**
 * The site footer (SPEC section 2, footer): the `footer` decision's links, a signup call to
 * action for visitors (unless the site hides it), the copyright line, and, on narrow screens,
 * an app-download prompt instead of the links where the site offers the app. 80px top margin.
 */
export function Footer() {
  const site = useSite();
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const links = useDecision('footer') as FooterLink[] | undefined;
  const narrow = useAtomValue(narrowAtom);
  const loggedIn = useAtomValue(loggedInAtom);
  const now = useAtomValue(nowAtom);
  const { openRegistration } = useOverlayRequest();
  const siteName = site.name;

  const line = copyrightLine(site.copyright, site.name, now, isLocale(locale) ? htmlLang(locale) : 'en');
  const showPrompt = narrow && !site.hiddenAppDownload;
  const year = line.kind === 'nameAndYear' ? line.year : '';

  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="container">
        <div className="site-footer__top">
          <div className="site-footer__brand">
            <p className="site-footer__name" data-testid="site-name">
              {siteName}
            </p>
            <p className="site-footer__tagline">
              <Trans>Buy, sell and trade crypto with confidence.</Trans>
            </p>
            <dl className="site-footer__contacts">
              <div>
                <dt>
                  <Trans>Support</Trans>
                </dt>
                <dd>
                  <a href={`mailto:${site.support.email}`}>{site.support.email}</a>
                </dd>
              </div>
              <div>
                <dt>
                  <Trans>Business</Trans>
                </dt>
                <dd>
                  <a href={`mailto:${site.business.email}`}>{site.business.email}</a>
                </dd>
              </div>
            </dl>
          </div>

          {!site.hiddenFooterSignup && !loggedIn && (
            <div className="site-footer__cta" data-testid="footer-signup">
              <p className="site-footer__cta-title">
                <Trans>Start trading in minutes</Trans>
              </p>
              <Button
                size="md"
                aria-haspopup="dialog"
                onClick={(e) => openRegistration('signup', e.currentTarget)}
              >
                <Trans>Sign up</Trans>
              </Button>
            </div>
          )}
        </div>

        {showPrompt ? (
          <div className="download-prompt" data-testid="footer-download">
            <span className="download-prompt__icon" aria-hidden="true">
              <DownloadIcon />
            </span>
            <div className="download-prompt__text">
              <p className="download-prompt__title">
                <Trans>Trade anywhere with the {siteName} app</Trans>
              </p>
              <p className="download-prompt__sub">
                <Trans>Markets, alerts and your account in your pocket.</Trans>
              </p>
            </div>
            <ButtonLink size="sm" href={localize('/appdownload')}>
              <Trans>Download</Trans>
            </ButtonLink>
          </div>
        ) : (
          links !== undefined &&
          links.length > 0 && (
            <nav aria-label={t`Footer`} className="site-footer__nav" data-testid="footer-links">
              <ul className="site-footer__links">
                {links.map((link) => {
                  const text = FOOTER_TEXT[link.label];
                  return (
                    <li key={link.id}>
                      <AppLink className="site-footer__link" href={localize(link.href)} data-footer-link={link.id}>
                        {text ? i18n._(text) : link.id}
                      </AppLink>
                    </li>
                  );
                })}
              </ul>
            </nav>
          )
        )}

        <p className="site-footer__copyright" data-testid="footer-copyright">
          {line.kind === 'fixed' ? (
            line.text
          ) : (
            <Trans>
              © {year} {siteName}. All rights reserved.
            </Trans>
          )}
        </p>
      </div>
    </footer>
  );
}
