import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ButtonLink, IconButton } from '../../ui/Button';
import { GlobeIcon, MoonIcon, SunIcon } from '../../ui/icons';
import { useSite } from '../site';
import { useTheme } from '../theme';

/**
 * The shell's header: the site's logo for the current theme, the name of the site being viewed
 * (the regional sites share one brand, so the badge says which one this is), theme switch and
 * sign-in links. The full header and navigation replace this later.
 */
export function SiteHeader() {
  const site = useSite();
  const { theme, setTheme } = useTheme();
  const { t } = useLingui();
  const nextTheme = theme === 'night' ? 'light' : 'night';
  const siteName = site.name;

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="brand" data-testid="brand">
          <img
            className="brand__logo"
            data-testid="site-logo"
            src={theme === 'night' ? site.logo.night : site.logo.light}
            alt={site.name}
            height={28}
          />
        </Link>
        <div className="site-header__actions">
          <span className="site-badge" data-testid="site-name" title={t`You are on ${siteName}`}>
            <GlobeIcon className="site-badge__icon" />
            {siteName}
          </span>
          {site.hiddenThemeSwitch !== true && (
            <IconButton
              label={nextTheme === 'night' ? t`Switch to night theme` : t`Switch to light theme`}
              data-testid="theme-toggle"
              onClick={() => setTheme(nextTheme)}
            >
              {theme === 'night' ? <SunIcon /> : <MoonIcon />}
            </IconButton>
          )}
          <ButtonLink variant="ghost" size="sm" href="/login" className="site-header__login">
            <Trans>Log in</Trans>
          </ButtonLink>
          <ButtonLink variant="primary" size="sm" href="/signup">
            <Trans>Sign up</Trans>
          </ButtonLink>
        </div>
      </div>
    </header>
  );
}
