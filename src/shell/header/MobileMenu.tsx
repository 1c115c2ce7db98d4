import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '../../api/hooks';
import { useState } from 'react';
import { headerCommonQuery } from '../../api/queries';
import { useLocale } from '../../i18n/useLocale';
import { useLocalizedPath } from '../../site/useLocalizedPath';
import { useOverlayRequest, type RegistrationMode } from '../../overlays/requests';
import { useSite } from '../../site/site';
import { useRiseFall, useTheme } from '../../theme/theme';
import { useStorageWrite } from '../../facts/useStorageWrite';
import { useOverlay } from '../../overlays/machines/useOverlay';
import { AppLink } from '../../ui/AppLink';
import { Button } from '../../ui/form/Button';
import { Dialog } from '../../ui/overlay/Dialog';
import { DepositIcon } from '../../ui/icons/actionIcons';
import { ChevronRightIcon } from '../../ui/icons/directionIcons';
import { HEADER_NAV_TEXT } from './labels';
import { LANGUAGE_NAMES } from './languageNames';
import { useLanguageHref, UserPanel } from './panels';
import { LANG_COOKIE } from '../../i18n/langCookie';
import { FIAT_COOKIE, useDisplayFiat, useSessionUser } from './session';
import { useHeaderNav } from './useHeaderNav';

/**
 * The compact header's menu (tablets and phones): account actions, the product links and the
 * settings the header shows as icons on a desk. A drawer (full width on phones), lazily loaded.
 */
export default function MobileMenu({ returnFocus, onClosed }: { returnFocus: HTMLElement | null; onClosed: () => void }) {
  const overlay = useOverlay({ openOnMount: true, onClosed });
  const site = useSite();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const nav = useHeaderNav();
  const user = useSessionUser();
  const { theme, setTheme } = useTheme();
  const { convention, inverted, setInverted } = useRiseFall(locale);
  const fiat = useDisplayFiat(site.defaultCurrB);
  const writeStorage = useStorageWrite();
  const languageHref = useLanguageHref();
  const { openRegistration, openDeposit } = useOverlayRequest();
  const { data } = useQuery(headerCommonQuery({ enabled: !site.hiddenRateSelector }));
  const fiats = [...new Set([fiat, ...(data?.data.fiat_list?.map((f) => f.fiat.toUpperCase()) ?? [])])];
  // Handing over to the registration modal: focus must stay there, not come back to the menu button.
  const [handedOver, setHandedOver] = useState(false);

  const register = (mode: RegistrationMode) => {
    setHandedOver(true);
    overlay.dismiss();
    openRegistration(mode, returnFocus);
  };

  const deposit = () => {
    setHandedOver(true);
    overlay.dismiss();
    openDeposit(returnFocus);
  };

  return (
    <Dialog
      overlay={overlay}
      variant="drawer"
      title={<Trans>Menu</Trans>}
      returnFocus={handedOver ? null : returnFocus}
      className="mobile-menu"
      data-testid="mobile-menu"
    >
      {user === null ? (
        <div className="mobile-menu__auth">
          <Button variant="secondary" size="lg" onClick={() => register('login')} data-testid="menu-login">
            <Trans>Log in</Trans>
          </Button>
          <Button size="lg" onClick={() => register('signup')} data-testid="menu-signup">
            <Trans>Sign up</Trans>
          </Button>
        </div>
      ) : (
        <UserPanel close={() => overlay.dismiss()} />
      )}

      <Button variant="secondary" size="lg" className="mobile-menu__deposit" onClick={deposit} data-testid="menu-deposit">
        <DepositIcon className="btn__icon" />
        <Trans>Deposit</Trans>
      </Button>

      {nav && nav.length > 0 && (
        <nav aria-label={t`Main`} className="mobile-menu__section">
          <ul className="choice-list">
            {nav.map((link) => {
              const text = HEADER_NAV_TEXT[link.id];
              return (
                <li key={link.id}>
                  <AppLink className="choice choice--large" href={localize(link.href)} onClick={() => overlay.dismiss()}>
                    <span className="choice__main">{text ? i18n._(text) : link.id}</span>
                    <ChevronRightIcon className="mobile-menu__chevron" />
                  </AppLink>
                </li>
              );
            })}
          </ul>
        </nav>
      )}

      <section className="mobile-menu__section mobile-menu__settings" aria-label={t`Settings`}>
        {!site.hiddenLanguage && (
          <label className="setting">
            <span className="setting__label">
              <Trans>Language</Trans>
            </span>
            <select
              className="setting__select"
              value={locale}
              onChange={(e) => {
                writeStorage({ store: 'cookies', key: LANG_COOKIE, value: e.target.value, ttlHours: 24 * 365 });
                window.location.assign(languageHref(e.target.value));
              }}
              data-testid="menu-language"
            >
              {site.locales.map((code) => (
                <option key={code} value={code}>
                  {LANGUAGE_NAMES[code] ?? code}
                </option>
              ))}
            </select>
          </label>
        )}
        {!site.hiddenRateSelector && (
          <label className="setting">
            <span className="setting__label">
              <Trans>Display currency</Trans>
            </span>
            <select
              className="setting__select"
              value={fiat}
              onChange={(e) =>
                writeStorage({ store: 'cookies', key: FIAT_COOKIE, value: e.target.value, ttlHours: 24 * 365 })
              }
              data-testid="menu-rate"
            >
              {fiats.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </label>
        )}
        {!site.hiddenThemeSwitch && (
          <label className="setting">
            <span className="setting__label">
              <Trans>Theme</Trans>
            </span>
            <select
              className="setting__select"
              value={theme}
              onChange={(e) => setTheme(e.target.value === 'night' ? 'night' : 'light')}
              data-testid="menu-theme"
            >
              <option value="light">{t`Light`}</option>
              <option value="night">{t`Night`}</option>
            </select>
          </label>
        )}
        <label className="setting">
          <span className="setting__label">
            <Trans>Price colours</Trans>
          </span>
          <select
            className="setting__select"
            value={convention}
            onChange={(e) => {
              if (e.target.value !== convention) setInverted(!inverted);
            }}
          >
            <option value="green-up">{t`Green up, red down`}</option>
            <option value="red-up">{t`Red up, green down`}</option>
          </select>
        </label>
      </section>
    </Dialog>
  );
}
