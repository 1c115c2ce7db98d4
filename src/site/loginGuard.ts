/**
 * Login-required pages (SPEC section 2: "A login-required page guard redirects unauthenticated
 * requests to /login"). Logged in means both the uid and nickname cookies are non-empty (SPEC
 * section 5). The guard sends the visitor to the login page with `redirect=<the page asked
 * for>`; the login form navigates there after a successful login, and a logged-in visitor who
 * opens /login?redirect=... is sent there at once.
 */
import { redirect } from '@tanstack/react-router';
import { documentCookies, isLoggedInFromCookies } from '../api/cookies';
import type { ShellSite } from './types';
import type { Locale } from '../i18n/locales';
import { isUnprefixedPath, localizePath } from '../i18n/pickLocale';
import { safeRedirect } from '../lib/url';
import { localeRules } from './siteRouting';

/** The search parameter the login and signup pages read (agreed with the registration form). */
const REDIRECT_PARAM = 'redirect';

/** SPEC section 5: both the uid and nickname cookies, non-blank (the engine's isLoggedIn too). */
function isLoggedIn(): boolean {
  return isLoggedInFromCookies(documentCookies());
}

/** The login page (or `page`, e.g. signup) in `locale`, on this site's rules. */
export function authPagePath(site: ShellSite, locale: Locale, page: '/login' | '/signup' = '/login'): string {
  return isUnprefixedPath(page, localeRules(site)) ? page : localizePath(page, locale);
}

/** `/login?redirect=/tr/myaccount/security` for a visitor who asked for that page. */
export function loginHref(site: ShellSite, locale: Locale, back: string): string {
  const path = authPagePath(site, locale);
  const target = safeRedirect(back);
  return target === undefined ? path : `${path}?${REDIRECT_PARAM}=${encodeURIComponent(target)}`;
}

/**
 * `beforeLoad` of login-required routes: a logged-out visitor is redirected to the login page,
 * which brings them back here afterwards.
 */
export function requireLogin({
  context,
  location,
}: {
  context: { site: ShellSite; locale: Locale };
  location: { pathname: string; searchStr: string };
}): void {
  if (isLoggedIn()) return;
  throw redirect({ href: loginHref(context.site, context.locale, `${location.pathname}${location.searchStr}`) });
}

/** `beforeLoad` of /login and /signup: a visitor who is logged in already goes on at once. */
export function skipIfLoggedIn({
  context,
  search,
}: {
  context: { locale: Locale };
  search: { redirect?: unknown };
}): void {
  if (!isLoggedIn()) return;
  // Checked again here: a route's search also carries its parents' raw parameters.
  throw redirect({ href: safeRedirect(search.redirect) ?? localizePath('/', context.locale), replace: true });
}
