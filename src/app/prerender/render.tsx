/**
 * The prerendered shell (issue 15): the app's first render of a site's home page in one locale,
 * for a first-time visitor, made at build time in Node (scripts/prerender.ts loads this module
 * through Vite's SSR loader, so the catalogs, site configs and bar hints come from the same
 * plugins as in the browser). Never part of the browser bundle.
 *
 * The render is the real one (router, shell, header, the home route), with a document that has no
 * cookies; what differs between visitors is settled in the browser by ./guard.ts, before the first
 * paint. The bars' space holds every bar the site may reserve there; the guard keeps the visit's.
 */
import { msg } from '@lingui/core/macro';
import { createMemoryHistory } from '@tanstack/react-router';
import { createStore } from 'jotai';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import barHints from 'virtual:bar-hints';
import { App } from '../App';
import { createAppRouter } from '../router';
import { FirstPagePending } from '../shell/FirstPagePending';
import { reservedBarsAtom } from '../../overlays/host/reservedBars';
import { localeAtom, siteIdAtom } from '../../facts';
import { activateLocale, i18n } from '../../i18n/catalogs';
import { htmlLang, textDirection, type Locale } from '../../i18n/locales';
import { localizePath } from '../../i18n/pickLocale';
import { preloadNotFoundPage } from '../../shell/not-found';
import { loadSite, siteIndex } from '../../site/sites';
import { localeRules } from '../../site/siteRouting';
import { everyBar } from '../../bundle/barHints';
import { PRERENDERED_ATTRIBUTE, type PrerenderData } from './guard';

export interface PrerenderedHome {
  /** The home page's path in this locale (`/`, `/tr`). */
  path: string;
  /** `#root`'s content. */
  html: string;
  /** The 404 page's part of `<main>` (the guard puts it there for an address no route takes). */
  notFound: string;
  /** The skeleton the app shows in `<main>` while a first page other than home loads (the guard puts it there for such a page). */
  pending: string;
  /** `<html lang dir>`. */
  lang: string;
  dir: 'ltr' | 'rtl';
  /** `<title>`: the shell's (the app sets a page's own when it renders). */
  title: string;
  /** What the guard needs beside the markup. */
  data: PrerenderData;
}

/** An address no route takes, for the 404 page's markup. */
const NOT_FOUND_PATH = '/prerendered-not-found';

/**
 * The first segment of every route's path (below the optional locale): a path whose first segment
 * is none of them is a 404 whatever follows. Every route must start with a fixed segment for that
 * to hold: the build fails if one starts with a parameter instead (a wrong 404 must never paint).
 */
function firstSegments(paths: readonly string[]): string[] {
  const segments = new Set<string>();
  for (const full of paths) {
    const rest = full.replace(/^\/\{-\$locale\}/, '').replace(/^\//, '');
    const first = rest.split('/')[0] ?? '';
    if (first === '' || first === '__root__') continue;
    if (/[$*{}]/.test(first)) throw new Error(`prerender: the route ${full} starts with a parameter; the 404 guard cannot tell its addresses apart`);
    segments.add(first.toLowerCase());
  }
  return [...segments].sort();
}

/**
 * The route's `beforeLoad` reads and writes the `lang` cookie and sets `<html lang dir>`: in
 * Node, a document with no cookies and an element that keeps what it is given (a first visit).
 */
function withDocument<T>(render: () => Promise<T>): Promise<T> {
  const scope = globalThis as { document?: unknown };
  if (scope.document !== undefined) return render();
  scope.document = { cookie: '', documentElement: { lang: '', dir: '', dataset: {}, style: {} } };
  return render().finally(() => {
    delete scope.document;
  });
}

/** Markup React adds for the server that a static first paint has no use for. */
function staticMarkup(html: string): string {
  return (
    html
      // The router's scroll-restoration script (it restores on the client by itself) and
      // React's hoisted image preloads (the <img> itself is in the markup).
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<link rel="preload"[^>]*\/?>/g, '')
      // Suspense boundaries' markers and the note of a boundary left to the client (demo
      // builds' lazy Decisions panel): no hydration reads them.
      .replace(/<template\b[^>]*>[\s\S]*?<\/template>/g, '')
      .replace(/<!--\/?\$[!?]?-->/g, '')
  );
}

export async function prerenderHome(siteId: number, locale: Locale, { allowSiteParam }: { allowSiteParam: boolean }): Promise<PrerenderedHome> {
  const entry = siteIndex.find((candidate) => candidate.id === siteId);
  if (!entry) throw new Error(`prerender: no site ${siteId} in config/sites`);
  const path = localizePath('/', locale);
  return withDocument(async () => {
    const site = await loadSite(entry);
    const active = await activateLocale(locale);
    if (active !== locale) throw new Error(`prerender: the ${locale} catalog did not load`);
    const hints = barHints[siteId];
    const render = async (at: string) => {
      const store = createStore();
      store.set(siteIdAtom, site.id);
      store.set(localeAtom, locale);
      store.set(reservedBarsAtom, everyBar(hints));
      const context = { site, locale, store };
      const router = createAppRouter(context, createMemoryHistory({ initialEntries: [at] }));
      await router.load();
      return { router, html: staticMarkup(renderToString(<App router={router} context={context} />)) };
    };
    const { router, html: rendered } = await render(path);
    const routing = localeRules(entry);
    const siteName = site.name;
    const marker = '<div class="app">';
    if (!rendered.startsWith(marker)) throw new Error(`prerender: the shell no longer starts with ${marker}`);
    if (!rendered.includes('class="hero"')) throw new Error(`prerender: ${path} rendered no home page`);
    // The 404 page's heading and text (its links and stories follow in the app, as they do there).
    await preloadNotFoundPage();
    const notFound = /<main\b[^>]*>([\s\S]*)<\/main>/.exec((await render(localizePath(NOT_FOUND_PATH, locale))).html)?.[1] ?? '';
    if (!notFound.includes('data-testid="not-found"')) throw new Error(`prerender: ${NOT_FOUND_PATH} rendered no 404 page`);
    return {
      path,
      html: `<div class="app" ${PRERENDERED_ATTRIBUTE}="">${rendered.slice(marker.length)}`,
      notFound,
      pending: renderToStaticMarkup(<FirstPagePending />),
      title: i18n._(msg`${siteName} | Buy, sell and trade crypto`),
      lang: htmlLang(locale),
      dir: textDirection(locale),
      data: {
        site: site.id,
        locale,
        allowSiteParam,
        sites: siteIndex.map(({ id, webSiteDomain }) => ({ id, webSiteDomain })),
        rules: { locales: routing.locales, defaultLang: routing.defaultLang, unprefixedPaths: routing.unprefixedPaths },
        hints: hints ?? null,
        logos: { light: site.logo.light, night: site.logo.night },
        routes: firstSegments(Object.keys(router.routesByPath)),
      },
    };
  });
}
