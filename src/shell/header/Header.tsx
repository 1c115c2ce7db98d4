import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocale } from '../../i18n/useLocale';
import { useLocalizedPath } from '../../site/useLocalizedPath';
import { preloadOverlay, useOverlayRequest } from '../../overlays/requests';
import { homePath } from '../../i18n/localePaths';
import { useSite } from '../../site/site';
import { useTheme } from '../../theme/theme';
import { AppLink } from '../../ui/AppLink';
import { Button, IconButton } from '../../ui/form/Button';
import { DepositIcon } from '../../ui/icons/actionIcons';
import { BellIcon } from '../../ui/icons/alertIcons';
import { ChevronDownIcon, MenuIcon } from '../../ui/icons/menuIcons';
import { GlobeIcon, MoonIcon, SlidersIcon, SunIcon } from '../../ui/icons/preferenceIcons';
import { Popover } from '../../ui/overlay/Popover';
import { HEADER_NAV_TEXT } from './labels';
import { withExtrasCatalog } from '../../i18n/catalogs';
import { LANGUAGE_NAMES } from './languageNames';
import { useDisplayFiat, useSessionUser } from './session';
import { useHeaderNav } from './useHeaderNav';
import './header.css';

// Their messages are in the extras part of the catalog, which loads with them.
const loadPanels = withExtrasCatalog(() => import('./panels'));
const LanguagePanel = lazy(() => loadPanels().then((m) => ({ default: m.LanguagePanel })));
const RatePanel = lazy(() => loadPanels().then((m) => ({ default: m.RatePanel })));
const NotificationsPanel = lazy(() => loadPanels().then((m) => ({ default: m.NotificationsPanel })));
const UserPanel = lazy(() => loadPanels().then((m) => ({ default: m.UserPanel })));
const PreferencesPanel = lazy(() => loadPanels().then((m) => ({ default: m.PreferencesPanel })));
const loadMobileMenu = withExtrasCatalog(() => import('./MobileMenu'));
const MobileMenu = lazy(loadMobileMenu);

function warmPanels() {
  void loadPanels();
}

function PanelFallback() {
  return <div className="popover__loading" aria-hidden="true" />;
}

function panel(node: ReactNode) {
  return <Suspense fallback={<PanelFallback />}>{node}</Suspense>;
}

/**
 * The language's name in itself, for the language button's accessible name ("Türkçe"): the
 * menus' own table. Not Intl.DisplayNames: its first construction loads the language names of
 * ICU, 64 ms of a phone's main thread (4x CPU) inside the first render of every page.
 */
function nativeLanguageName(locale: string): string {
  return LANGUAGE_NAMES[locale] ?? locale;
}

/**
 * The site header (SPEC section 2, issue 4 "Shell"): the site's light or night logo, product
 * links, login and signup (the registration modal), the deposit entry (the fund-wallet drawer),
 * notifications, language, display currency, theme and price-colour preference, each hidden
 * where the site config says. Narrower than 1200px the links move into the menu; phones keep the
 * logo, one call to action and the menu button.
 */
export function Header() {
  const site = useSite();
  const { theme, setTheme } = useTheme();
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const nav = useHeaderNav();
  const user = useSessionUser();
  const fiat = useDisplayFiat(site.defaultCurrB);
  const { openRegistration, openDeposit } = useOverlayRequest();
  // The menu button that opened the phone menu (focus returns to it), or null while closed.
  const [menuFrom, setMenuFrom] = useState<HTMLElement | null>(null);
  const nextTheme = theme === 'night' ? 'light' : 'night';
  const languageName = nativeLanguageName(locale);

  return (
    <header className="site-header" data-testid="site-header">
      <div className="site-header__inner">
        <AppLink href={homePath(locale)} className="brand" data-testid="brand">
          <img
            className="brand__logo"
            data-testid="site-logo"
            src={theme === 'night' ? site.logo.night : site.logo.light}
            alt={site.name}
            height={28}
          />
        </AppLink>

        <nav className="header-nav" aria-label={t`Main`}>
          <ul className="header-nav__list">
            {nav?.map((link) => {
              const text = HEADER_NAV_TEXT[link.id];
              return (
                <li key={link.id}>
                  <AppLink className="header-nav__link" href={localize(link.href)} data-testid={`nav-${link.id}`}>
                    {text ? i18n._(text) : link.id}
                  </AppLink>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="site-header__actions">
          {user === null ? (
            <>
              <Button
                variant="ghost"
                size="sm"
                className="site-header__login"
                aria-haspopup="dialog"
                onPointerEnter={() => preloadOverlay('registration')}
                onClick={(e) => openRegistration('login', e.currentTarget)}
                data-testid="header-login"
              >
                <Trans>Log in</Trans>
              </Button>
              <Button
                size="sm"
                aria-haspopup="dialog"
                onPointerEnter={() => preloadOverlay('registration')}
                onClick={(e) => openRegistration('signup', e.currentTarget)}
                data-testid="header-signup"
              >
                <Trans>Sign up</Trans>
              </Button>
            </>
          ) : null}

          <Button
            variant={user === null ? 'secondary' : 'primary'}
            size="sm"
            className={user === null ? 'site-header__deposit site-header__deposit--guest' : 'site-header__deposit'}
            aria-haspopup="dialog"
            onPointerEnter={() => preloadOverlay('deposit')}
            onFocus={() => preloadOverlay('deposit')}
            onClick={(e) => openDeposit(e.currentTarget)}
            data-testid="header-deposit"
          >
            <DepositIcon className="btn__icon" />
            <span className="site-header__deposit-text">
              <Trans>Deposit</Trans>
            </span>
          </Button>

          {user !== null && (
            <Popover
              label={t`Account menu`}
              trigger={
                <>
                  <span className="avatar" aria-hidden="true">
                    {user.nickname.slice(0, 1).toUpperCase()}
                  </span>
                  <ChevronDownIcon className="popover-trigger__chevron" />
                </>
              }
              triggerClassName="site-header__user"
              onIntent={warmPanels}
              data-testid="header-user"
            >
              {(close) => panel(<UserPanel close={close} />)}
            </Popover>
          )}

          <span className="site-header__divider" aria-hidden="true" />

          <div className="site-header__tools">
            {!site.hiddenNotifications && (
              <Popover
                label={t`Notifications`}
                heading={<Trans>Notifications</Trans>}
                trigger={<BellIcon />}
                onIntent={warmPanels}
                panelClassName="popover--wide"
                data-testid="header-notifications"
              >
                {(close) => panel(<NotificationsPanel close={close} />)}
              </Popover>
            )}
            {!site.hiddenLanguage && (
              <Popover
                label={t`Language: ${languageName}`}
                heading={<Trans>Language</Trans>}
                trigger={<GlobeIcon />}
                onIntent={warmPanels}
                data-testid="header-language"
              >
                {(close) => panel(<LanguagePanel close={close} />)}
              </Popover>
            )}
            {!site.hiddenRateSelector && (
              <Popover
                label={t`Display currency: ${fiat}`}
                heading={<Trans>Display currency</Trans>}
                trigger={<span className="site-header__fiat">{fiat}</span>}
                onIntent={warmPanels}
                data-testid="header-rate"
              >
                {(close) => panel(<RatePanel close={close} />)}
              </Popover>
            )}
            {!site.hiddenThemeSwitch && (
              <IconButton
                className="site-header__icon"
                label={nextTheme === 'night' ? t`Switch to night theme` : t`Switch to light theme`}
                data-testid="theme-toggle"
                onClick={() => setTheme(nextTheme)}
              >
                {theme === 'night' ? <SunIcon /> : <MoonIcon />}
              </IconButton>
            )}
            <Popover
              label={t`Preferences`}
              trigger={<SlidersIcon />}
              onIntent={warmPanels}
              data-testid="header-preferences"
            >
              {(close) => panel(<PreferencesPanel close={close} />)}
            </Popover>
          </div>

          <IconButton
            className="site-header__menu"
            label={t`Menu`}
            aria-haspopup="dialog"
            aria-expanded={menuFrom !== null}
            onPointerEnter={() => void loadMobileMenu()}
            onClick={(e) => setMenuFrom(e.currentTarget)}
            data-testid="header-menu"
          >
            <MenuIcon />
          </IconButton>
        </div>
      </div>
      {menuFrom !== null && (
        <Suspense fallback={null}>
          <MobileMenu returnFocus={menuFrom} onClosed={() => setMenuFrom(null)} />
        </Suspense>
      )}
    </header>
  );
}
