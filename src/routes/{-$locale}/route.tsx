import { createFileRoute, notFound, Outlet, redirect } from '@tanstack/react-router';
import { applyDocumentLocale, ensureCatalogPart, ensureLocale, preloadPagesPart } from '../../i18n/catalogs';
import { readLangCookie, writeLangCookie } from '../../i18n/langCookie';
import { isNotFoundMatches, isUnknownLocaleSegment, resolveLocaleRoute } from '../../i18n/pickLocale';
import { localeRules } from '../../site/siteRouting';
import { localeAtom } from '../../facts';
import { RouteNotFound } from '../../app/RouteScreens';

/**
 * The optional locale prefix every page sits under (SPEC section 2: a prefix per locale, none
 * for English). Unknown first segments are not locales: they are 404s (`/en/...` included).
 * A prefix the site does not offer, and the site's unprefixed-path rule (US /login, /signup),
 * redirect (src/i18n/pickLocale.ts). Navigating between locales loads and activates the
 * catalog and flips `<html lang dir>` before the page renders; a page other than home waits for
 * the pages part of the catalog, home fetches it once the browser is idle.
 */
export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: async ({ params, location, context, preload, matches }) => {
    // `/nope` matches with locale "nope": an unknown page, shown in the path's own language.
    const unknownFirstSegment = isUnknownLocaleSegment(params.locale);
    const resolved = resolveLocaleRoute({
      pathname: location.pathname,
      site: localeRules(context.site),
      cookieLang: readLangCookie(),
    });
    if (resolved.action === 'redirect') {
      if (!preload && resolved.setCookie) writeLangCookie(resolved.setCookie, context.store);
      const hash = location.hash ? `#${location.hash}` : '';
      throw redirect({ href: `${resolved.pathname}${location.searchStr}${hash}`, replace: true });
    }
    // Every page but home needs the pages part of the catalog (src/i18n/catalogs.ts); the 404
    // page's heading and text are in the shell part, its links and stories bring the extras part
    // after its first paint.
    const home = resolved.rest === '/';
    const missing = isNotFoundMatches(matches);
    // A hover preload must not switch the page's language; it fetches the pages part at once.
    if (preload) {
      if (!home) preloadPagesPart(resolved.locale, { intent: true });
      if (unknownFirstSegment) throw notFound();
      return { locale: resolved.locale, localePath: resolved.rest };
    }
    if (resolved.setCookie) writeLangCookie(resolved.setCookie, context.store);
    const locale = await ensureLocale(resolved.locale, { pages: !home && !missing });
    // Pages also render extras-part components (the footer everywhere, the login forms on
    // /login): both parts are in before a page other than home renders. A 404 waits for neither,
    // and fetches the pages part only when the visitor goes on to a page (measured: fetched when
    // idle, its parse lands in the 404's blocking time).
    if (home) preloadPagesPart(locale);
    else if (!missing) await Promise.all([ensureCatalogPart('pages'), ensureCatalogPart('extras')]);
    applyDocumentLocale(locale);
    context.store.set(localeAtom, locale);
    if (unknownFirstSegment) throw notFound();
    return { locale, localePath: resolved.rest };
  },
  component: Outlet,
  notFoundComponent: RouteNotFound,
});
