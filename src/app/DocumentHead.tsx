/**
 * Keeps `<head>` in step with the route: the translated page title (from the deepest route's
 * `head` or the title its route file declares with its component, or a screen's override such
 * as the 404's), and the language alternates (SPEC section 2: one `<link rel="alternate" hreflang>`
 * per locale the site offers, x-default, and the extra alternates a site config lists, e.g. en-tr
 * on the main site), plus the canonical link.
 *
 * Rendered after <AppShell> in the root route, so its effects run last and its title wins.
 */
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';
import { composeTitle, useTitleOverrideValue } from '../lib/documentTitle';
import { declaredTitle, declaredTitlesVersion, subscribeDeclaredTitles, type PageTitle } from './routeTitle';
import { htmlLang } from '../i18n/locales';
import { localizePath, splitLocalePrefix } from '../i18n/pickLocale';
import { useSite } from '../site/site';
import { useSiteRouting, type SiteRouting } from '../site/siteRouting';

const MARK = 'data-route-head';

/** What of a route match the title is read from (a subset of TanStack Router's match). */
export interface TitledMatch {
  meta?: unknown;
  routeId: string;
  params: object;
  search: object;
}

/**
 * The deepest match's title: a `head` title (routes whose title depends on loaded data) or,
 * failing that, the title its route file declares (`withTitle`, src/app/routeTitle.ts: fixed, or
 * built from params and search).
 */
export function pageTitleOf(
  matches: readonly TitledMatch[],
  titleOf: (routeId: string) => PageTitle | undefined,
  translate: (descriptor: MessageDescriptor) => string,
): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    if (!match) continue;
    const meta = match.meta;
    if (Array.isArray(meta)) {
      for (const entry of meta as unknown[]) {
        if (entry && typeof entry === 'object' && 'title' in entry) {
          const title = (entry as { title?: unknown }).title;
          if (typeof title === 'string' && title !== '') return title;
        }
      }
    }
    const title = titleOf(match.routeId);
    if (typeof title === 'function') return translate(title({ params: { ...match.params }, search: { ...match.search } }));
    if (title) return translate(title);
  }
  return undefined;
}

export interface HeadLink {
  rel: 'alternate' | 'canonical';
  href: string;
  hreflang?: string;
}

/** The alternate and canonical links of `pathname` on a site (pure, unit-tested). */
export function headLinks(pathname: string, routing: SiteRouting): HeadLink[] {
  const { rest } = splitLocalePrefix(pathname);
  const url = (path: string) => `${routing.origin}${path}`;
  const pathIn = (locale: (typeof routing.locales)[number]) =>
    routing.unprefixedPaths.some((p) => rest === p || rest.startsWith(`${p}/`))
      ? rest
      : localizePath(rest, locale);
  const links: HeadLink[] = [{ rel: 'canonical', href: url(pathname) }];
  for (const locale of routing.locales) {
    links.push({ rel: 'alternate', hreflang: htmlLang(locale), href: url(pathIn(locale)) });
  }
  for (const extra of routing.alternates) {
    links.push({ rel: 'alternate', hreflang: extra.hreflang, href: url(pathIn(extra.locale)) });
  }
  links.push({ rel: 'alternate', hreflang: 'x-default', href: url(pathIn(routing.defaultLang)) });
  return links;
}

export function DocumentHead() {
  const site = useSite();
  const routing = useSiteRouting();
  const { t, i18n } = useLingui();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const matches = useRouterState({ select: (s) => s.matches });
  // A route declares its title when its component first renders (its chunk has loaded).
  useSyncExternalStore(subscribeDeclaredTitles, declaredTitlesVersion);
  const pageTitle = pageTitleOf(matches, declaredTitle, (d) => i18n._(d));
  const override = useTitleOverrideValue();
  const siteName = site.name;
  const fallback = t`${siteName} | Buy, sell and trade crypto`;
  const title = composeTitle(override ?? pageTitle, siteName, fallback);

  useEffect(() => {
    if (document.title !== title) document.title = title;
  });

  useEffect(() => {
    const head = document.head;
    for (const old of head.querySelectorAll(`link[${MARK}]`)) old.remove();
    for (const link of headLinks(pathname, routing)) {
      const element = document.createElement('link');
      element.rel = link.rel;
      element.href = link.href;
      if (link.hreflang) element.hreflang = link.hreflang;
      element.setAttribute(MARK, '');
      head.append(element);
    }
  }, [pathname, routing]);

  return null;
}
