import { createStore } from 'jotai';
import { localeAtom, siteIdAtom, storageAtom } from '../facts';
import { readStorageSnapshot, snapshotHas } from '../facts/storage';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { App } from './App';
import { activateLocale, applyDocumentLocale } from '../i18n/catalogs';
import { readLangCookie, writeLangCookie } from '../i18n/langCookie';
import { resolveLocaleRoute } from '../i18n/pickLocale';
import { pickSite, rememberSite, withRememberedSite } from '../site/pickSite';
import { loadSite, siteIndex } from '../site/sites';
import { createAppRouter, preloadMatchedRouteChunks } from './router';
import { registerServiceWorker } from './serviceWorker';
import { localeRules } from '../site/siteRouting';
import barHints from 'virtual:bar-hints';
import { expectedBars } from '../bundle/barHints';
import { detectThisNativeApp } from '../api/native/nativeApp';
import { reservedBarsAtom } from '../overlays/host/reservedBars';
import { currentTheme } from '../theme/theme';
import type { ShellSite } from '../site/types';
import { FirstPagePending } from './shell/FirstPagePending';
import { firstContentfulPaint, holdAfterFirstPaint, largestPaintRecorded } from '../lib/browser/afterFirstPaint';
import { intlLocale } from '../i18n/locales';
import { warmIntl } from '../i18n/warmIntl';
import type { PrerenderVerdict } from './prerender/guard';

/**
 * The header's logo starts downloading once the site's config names it, beside the first page's
 * code and catalog, instead of when the first render inserts the <img>: on the trading page the
 * logo is the largest paint, and it painted 0.25 s after the first paint (Chromium, 4x CPU, slow
 * 4G); now it paints with it.
 */
function preloadLogo(site: ShellSite): ShellSite {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = site.logo[currentTheme()];
  // At an image's usual (low) priority: under a kilobyte, it needs no place ahead of the scripts.
  document.head.append(link);
  return site;
}

/** Picks the site and locale of this page view, loads its config and catalog, then renders. */
export async function boot(container: HTMLElement): Promise<void> {
  // Demo and dev only: `?site=<sub_website_id>`, else the site this tab last named. Production
  // reads the host name alone (VITE_DEMO is the literal false there).
  const search = import.meta.env.VITE_DEMO ? withRememberedSite(window.location.search) : window.location.search;
  const entry = pickSite(siteIndex, { hostname: window.location.hostname, search, allowSiteParam: import.meta.env.VITE_DEMO });
  if (import.meta.env.VITE_DEMO) rememberSite(siteIndex, search);
  // SPEC sections 2 and 4: the locale prefix, the visitor's lang cookie, the site's default
  // language and its unprefixed paths. A redirect is settled before the router starts, so the
  // first render is already the right page in the right language.
  const resolved = resolveLocaleRoute({
    pathname: window.location.pathname,
    site: localeRules(entry),
    cookieLang: readLangCookie(),
    entry: true,
  });
  // One jotai store per app: the engine's facts (src/facts) live in it.
  const store = createStore();
  // The storage snapshot is read once, below, after this write (each read of document.cookie is a
  // synchronous call to the browser before the first paint).
  if (resolved.setCookie) writeLangCookie(resolved.setCookie);
  if (resolved.action === 'redirect') {
    const { search, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${resolved.pathname}${search}${hash}`);
  }
  // In parallel: the first page's code, the site's whole config, and the shell's part of the
  // catalog. The router gets its context below, before its first load.
  const router = createAppRouter();
  const { page: firstPageCode, notFound: notFoundPage } = preloadMatchedRouteChunks(router);
  const [site, locale] = await Promise.all([
    loadSite(entry).then(preloadLogo),
    // The shell's part only (the 404 page's heading and text are in it; its links and stories
    // bring the extras part after the first paint): any other page waits for the pages part
    // (25 KB gzip) in its route, behind a painted shell (below).
    activateLocale(resolved.locale),
    notFoundPage,
  ]);
  applyDocumentLocale(locale);

  store.set(siteIdAtom, site.id);
  // Storage as it is now (the demo's mocked backend may have just written the session cookies).
  const storage = readStorageSnapshot();
  store.set(storageAtom, storage);
  // The bars the engine will put above the header for this visit: their space from the first
  // paint on (the engine's chunk comes after it).
  store.set(
    reservedBarsAtom,
    expectedBars(barHints, {
      site: site.id,
      path: resolved.rest,
      width: window.innerWidth,
      inApp: detectThisNativeApp() !== null,
      has: snapshotHas(storage),
    }),
  );
  store.set(localeAtom, locale);
  const context = { site, locale, store };
  // A first page other than home and the 404 page: the shell (header and logo) paints at once
  // with a skeleton where the page goes, while the page's code and the pages part of the catalog
  // arrive; after that first load, navigations keep the current page until the next is ready.
  const skeletonFirst = !notFoundPage && resolved.rest !== '/';
  router.update({ context, ...(skeletonFirst ? { defaultPendingComponent: FirstPagePending, defaultPendingMs: 0 } : {}) });
  // What the work after the first paint waits for besides the paint itself (see below).
  const holds: Promise<unknown>[] = [];
  if (skeletonFirst) {
    const firstLoad = new Promise<void>((resolve) => {
      const stop = router.subscribe('onResolved', () => {
        stop();
        router.update({ context, defaultPendingComponent: undefined, defaultPendingMs: undefined });
        resolve();
      });
    });
    // The router resolves before a lazy page component has come (it suspends, showing the
    // skeleton): the page has rendered once both are in.
    holds.push(firstLoad, firstPageCode);
  }
  // Demo and dev only: browser tests navigate in-app through it instead of reloading the page.
  if (import.meta.env.VITE_DEMO) {
    window.__appRouter = router;
    // Browser tests send reports through the real module to check what leaves the page.
    void import('../analytics/monitor').then((monitor) => (window.__monitoring = monitor));
  }

  // The first render. Over a prerendered home page (index.html, src/app/prerender/guard.ts) the
  // page has already painted from the HTML: the router settles first (its first load otherwise
  // re-renders the whole app synchronously from a layout effect), then the render is a transition,
  // which React renders in slices between which the browser stays responsive, and which replaces
  // the markup in one commit; the work kept for after the first paint waits for that commit.
  // Otherwise (no prerendered markup, or its shell only: the page's code may still be on its way,
  // and its skeleton must not wait for it) the render runs synchronously, in this task: the shell
  // paints before any page code that arrives meanwhile is evaluated (with a scheduled render the
  // two raced). Chromium, 4x CPU, slow 4G, 5 runs each on the trading page: first paint 1.49-1.76
  // -> 1.42-1.50 s, price 2.74-3.06 -> 2.71-2.80 s; Lighthouse's LCP there 2.43 s in most runs
  // (1.97 in others) -> 1.96-2.06 s in 11 of 12.
  const root = createRoot(container);
  const prerendered = container.dataset.prerender as PrerenderVerdict | undefined;
  if (prerendered === 'page') {
    // The prerendered page's largest paint is recorded before its nodes go (largestPaintRecorded).
    await Promise.all([router.load(), largestPaintRecorded()]);
    holds.push(
      new Promise<void>((resolve) => {
        startTransition(() =>
          root.render(
            <StrictMode>
              <App router={router} context={context} onCommit={resolve} />
            </StrictMode>,
          ),
        );
      }),
    );
  } else {
    flushSync(() =>
      root.render(
        <StrictMode>
          <App router={router} context={context} />
        </StrictMode>,
      ),
    );
  }
  if (holds.length > 0) holdAfterFirstPaint(Promise.all(holds));
  // Intl's number and date data, in idle time after the first paint (not held for a first page:
  // it is what that page's first prices need). Only for such a page: home and the 404 page format
  // no number at first, and over a prerendered home the warm-up (15-20 ms unthrottled) landed
  // between the slices of the app's first render, a long task of its own in Lighthouse's count.
  if (skeletonFirst) void firstContentfulPaint().then(() => warmIntl(intlLocale(locale)));
  // Production: the service worker, once the page has loaded.
  registerServiceWorker();
  // The policy engine's chunk starts once the first render has painted (nothing it shows waits for
  // a decision): <FactsSources/> loads it, mounted after that paint (src/routes/__root.tsx).
}
