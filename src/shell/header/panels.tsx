/**
 * The header's popover panels, in one lazily loaded chunk: nothing here is needed for the first
 * paint. Each panel gets `close` to dismiss its popover after a choice.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '../../api/hooks';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { logoutMutation, headerCommonQuery } from '../../api/queries';
import { useLocale } from '../../i18n/useLocale';
import { useLocalizedPath } from '../../site/useLocalizedPath';
import { useOverlayRequest } from '../../overlays/requests';
import { homePath, localizedPath, stripLocale } from '../../i18n/localePaths';
import { useSite } from '../../site/site';
import { useRiseFall } from '../../theme/theme';
import { htmlLang, isLocale } from '../../i18n/locales';
import { useStorageWrite } from '../../facts/useStorageWrite';
import { AppLink } from '../../ui/AppLink';
import { Button } from '../../ui/form/Button';
import { EmptyState } from '../../ui/content/EmptyState';
import { GiftIcon, IdCardIcon, LockIcon, LogoutIcon, WithdrawIcon } from '../../ui/icons/accountIcons';
import { DepositIcon } from '../../ui/icons/actionIcons';
import { CheckIcon } from '../../ui/icons/controlIcons';
import { useToast } from '../../ui/overlay/Toast';
import { LANGUAGE_NAMES } from './languageNames';
import { LANG_COOKIE } from '../../i18n/langCookie';
import { FIAT_COOKIE, useDisplayFiat, useSessionUser } from './session';

export interface PanelProps {
  close: () => void;
}

/** The same page under another language's prefix, keeping the query (and `?site=` in the demo). */
export function useLanguageHref(): (code: string) => string {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  return (code) => localizedPath(stripLocale(pathname), code) + searchStr;
}

/**
 * The site's languages that the header common data's lang_list offers (the current one always);
 * all of the site's when the call failed or named none (SPEC section 8: empty config).
 */
export function offeredLocales(siteLocales: readonly string[], langList: readonly { lang: string }[] | undefined, current: string): string[] {
  if (!langList || langList.length === 0) return [...siteLocales];
  const offered = new Set(langList.map((l) => l.lang.toLowerCase()));
  return siteLocales.filter((code) => code === current || offered.has(code.toLowerCase()));
}

export function LanguagePanel(_props: PanelProps) {
  const site = useSite();
  const locale = useLocale();
  const hrefFor = useLanguageHref();
  const writeStorage = useStorageWrite();
  const answer = useQuery(headerCommonQuery()).data;
  const locales = offeredLocales(site.locales, answer?.ok ? answer.data.lang_list : undefined, locale);
  return (
    <ul className={locales.length > 8 ? 'choice-list choice-list--grid' : 'choice-list'} data-testid="language-list">
      {locales.map((code) => (
        <li key={code}>
          {/* A full page load: the new language's catalog is loaded at boot. */}
          <a
            className="choice"
            href={hrefFor(code)}
            hrefLang={isLocale(code) ? htmlLang(code) : undefined}
            lang={isLocale(code) ? htmlLang(code) : undefined}
            aria-current={code === locale ? 'true' : undefined}
            onClick={() => writeStorage({ store: 'cookies', key: LANG_COOKIE, value: code, ttlHours: 24 * 365 })}
            data-locale={code}
          >
            <span className="choice__main">{LANGUAGE_NAMES[code] ?? code}</span>
            <CheckIcon className="choice__check" />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Currency code -> "Euro" and "€" in the active language, through Intl. */
function currencyText(code: string, lang: string): { name: string; symbol: string } {
  let name = code;
  let symbol = '';
  try {
    name = new Intl.DisplayNames([lang], { type: 'currency' }).of(code) ?? code;
    symbol =
      new Intl.NumberFormat(lang, { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' })
        .formatToParts(0)
        .find((part) => part.type === 'currency')?.value ?? '';
  } catch {
    // An unknown code: show the code alone.
  }
  return { name, symbol: symbol === code ? '' : symbol };
}

export function RatePanel({ close }: PanelProps) {
  const site = useSite();
  const locale = useLocale();
  const current = useDisplayFiat(site.defaultCurrB);
  const writeStorage = useStorageWrite();
  const { data } = useQuery(headerCommonQuery());
  const fromServer = data?.data.fiat_list?.map((f) => f.fiat.toUpperCase()) ?? [];
  const fiats = [...new Set([current, ...fromServer])];
  const lang = isLocale(locale) ? htmlLang(locale) : 'en';

  const { t } = useLingui();
  return (
    <div role="radiogroup" aria-label={t`Display currency`} className="choice-list" data-testid="rate-list">
      {fiats.map((code) => {
        const { name, symbol } = currencyText(code, lang);
        return (
          <button
            key={code}
            type="button"
            role="radio"
            className="choice"
            aria-checked={code === current}
            onClick={() => {
              writeStorage({ store: 'cookies', key: FIAT_COOKIE, value: code, ttlHours: 24 * 365 });
              close();
            }}
            data-fiat={code}
          >
            <span className="choice__main">
              <span className="choice__code">
                {code}
                {symbol && <span className="choice__hint"> {symbol}</span>}
              </span>
              <span className="choice__hint choice__hint--block">{name}</span>
            </span>
            <CheckIcon className="choice__check" />
          </button>
        );
      })}
    </div>
  );
}

export function NotificationsPanel({ close }: PanelProps) {
  const user = useSessionUser();
  const { openRegistration } = useOverlayRequest();
  if (!user) {
    return (
      <EmptyState
        size="compact"
        title={<Trans>Log in to see your notifications</Trans>}
        action={
          <Button
            size="sm"
            onClick={() => {
              close();
              openRegistration('login', document.querySelector<HTMLElement>('[data-testid="header-notifications"]'));
            }}
          >
            <Trans>Log in</Trans>
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      size="compact"
      title={<Trans>No new notifications</Trans>}
      description={<Trans>Deposits, withdrawals and security alerts appear here.</Trans>}
    />
  );
}

export function UserPanel({ close }: PanelProps) {
  const user = useSessionUser();
  const localize = useLocalizedPath();
  const locale = useLocale();
  const router = useRouter();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const refreshStorage = useStorageWrite();
  const toast = useToast();
  const { t } = useLingui();
  const mutation = useMutation(logoutMutation());
  if (!user) return null;
  const nickname = user.nickname;
  const uid = user.uid;

  const logOut = async () => {
    await mutation.mutateAsync();
    refreshStorage();
    close();
    toast(t`You have logged out`, 'success');
    // Account pages need a session: leave them for the home page.
    if (stripLocale(pathname).startsWith('/myaccount')) void router.navigate({ href: homePath(locale) });
  };

  const links = [
    { href: '/myaccount/deposit/USDT', label: t`Deposit`, icon: <DepositIcon /> },
    { href: '/myaccount/withdraw/USDT', label: t`Withdraw`, icon: <WithdrawIcon /> },
    { href: '/myaccount/security', label: t`Security`, icon: <LockIcon /> },
    { href: '/myaccount/kyc_home', label: t`Identity verification`, icon: <IdCardIcon /> },
    { href: '/myaccount/coupon_center', label: t`Coupons`, icon: <GiftIcon /> },
  ];

  return (
    <div className="user-panel" data-testid="user-panel">
      <div className="user-panel__who">
        <span className="user-panel__avatar" aria-hidden="true">
          {nickname.slice(0, 1).toUpperCase()}
        </span>
        <span className="user-panel__names">
          <span className="user-panel__nick" data-testid="user-nickname">
            {nickname}
          </span>
          <span className="user-panel__uid">
            <Trans>UID {uid}</Trans>
          </span>
        </span>
      </div>
      <ul className="choice-list">
        {links.map((link) => (
          <li key={link.href}>
            <AppLink className="choice" href={localize(link.href)} onClick={close}>
              {link.icon}
              <span className="choice__main">{link.label}</span>
            </AppLink>
          </li>
        ))}
      </ul>
      <div className="user-panel__end">
        <button
          type="button"
          className="choice choice--danger"
          onClick={logOut}
          disabled={mutation.isPending}
          data-testid="logout"
        >
          <LogoutIcon />
          <span className="choice__main">
            <Trans>Log out</Trans>
          </span>
        </button>
      </div>
    </div>
  );
}

export function PreferencesPanel({ close }: PanelProps) {
  const locale = useLocale();
  const { convention, inverted, setInverted } = useRiseFall(locale);
  const options = [
    { value: 'green-up', label: <Trans>Green up, red down</Trans>, up: 'var(--green)', down: 'var(--red)' },
    { value: 'red-up', label: <Trans>Red up, green down</Trans>, up: 'var(--red)', down: 'var(--green)' },
  ] as const;
  return (
    <div data-testid="preferences-panel">
      <p id="prefs-colours" className="popover__heading">
        <Trans>Price colours</Trans>
      </p>
      <div role="radiogroup" aria-labelledby="prefs-colours" className="choice-list">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            role="radio"
            className="choice"
            aria-checked={convention === option.value}
            onClick={() => {
              // The setting is stored as "inverted from the language's default".
              if (convention !== option.value) setInverted(!inverted);
              close();
            }}
            data-convention={option.value}
          >
            <span className="updown-swatch" aria-hidden="true">
              <span style={{ background: option.up }} />
              <span style={{ background: option.down }} />
            </span>
            <span className="choice__main">{option.label}</span>
            <CheckIcon className="choice__check" />
          </button>
        ))}
      </div>
    </div>
  );
}
