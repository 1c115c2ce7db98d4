/**
 * The prerendered shell's guard (issue 15): a small script inlined in the HTML right after
 * `#root`, which runs before the first paint and before the app's code has arrived.
 *
 * The build prerenders the first render of one site's home page, per locale, for a first-time
 * visitor (./render.tsx; scripts/prerender.ts writes it into index.html and <locale>/index.html),
 * so that a phone paints the header and the home page's hero from the HTML alone instead of after
 * the entry, the site config and the catalog. The HTML is the same for every visitor, though, and
 * the app's first render is not: this decides, with the app's own functions, whether the
 * prerendered markup is that first render for this visit, and adjusts what differs:
 * - another site (host name, or `?site=` in the demo), another language (the `lang` cookie on an
 *   unprefixed path) or a redirect ahead: the markup goes, and the page paints as it did without
 *   it, when the app renders;
 * - another page of the same site and language (the SPA fallback serves this file for every
 *   path): the shell stays and the page's part becomes the skeleton the app shows while a first
 *   page's code loads (src/app/shell/FirstPagePending.tsx), from a <template> the build put beside
 *   `#root`; an address no route takes (its first segment starts no route's path) gets the 404
 *   page's heading and text instead, from another <template>;
 * - the bars' space above the header: only the bars boot will reserve (src/bundle/barHints.ts);
 * - the night theme: the night logo.
 * What depends on the visitor (logged in or not, display currency, the theme toggle) is hidden in
 * the prerendered markup (`[data-prerendered]` in shell.css) until the app renders it.
 *
 * React's first render replaces the whole markup (createRoot clears its container): nothing here
 * has to match React's tree, only what the visitor sees (e2e/prerender.spec.ts compares them).
 */
import { expectedBars, type SiteBarHints } from '../../bundle/barHints';
import { detectThisNativeApp } from '../../api/native/nativeApp';
import { readStorageSnapshot, snapshotHas } from '../../facts/storage';
import { resolveLocaleRoute, type LocaleSiteRules } from '../../i18n/pickLocale';
import { pickSite, withRememberedSite, type SiteIdentity } from '../../site/pickSite';
import { currentTheme } from '../../theme/themeChoice';
import { trustedTypesApi } from '../../lib/trustedTypes';

/** What the build writes beside the markup for the guard. */
export interface PrerenderData {
  /** The prerendered site's sub_website_id and the markup's locale. */
  site: number;
  locale: string;
  /** Demo builds: `?site=` picks the site, as in boot. */
  allowSiteParam: boolean;
  /** Every site's id and domain (the host name picks the site). */
  sites: SiteIdentity[];
  /** The prerendered site's locale rules (src/site/siteRouting.ts). */
  rules: LocaleSiteRules;
  /** The prerendered site's bar hints, or null when it has no bar anywhere. */
  hints: SiteBarHints | null;
  logos: { light: string; night: string };
  /** The first segment of every route's path below the locale, lower case (render.tsx). */
  routes: string[];
  /** The app's entry script and the modules it imports first, taken out of <head> by the build (scripts/prerender.ts). */
  entry?: AppEntry;
}

export interface AppEntry {
  script: string;
  preloads: string[];
}

/** The Trusted Types policy that admits the entry's URLs (and nothing else) to a script's `src`. */
export const ENTRY_POLICY = 'exchange-entry';

/** What the guard did: kept the whole page, the shell with the 404 page, the shell only, or nothing. */
export type PrerenderVerdict = 'page' | 'notFound' | 'shell' | 'dropped';

/** The attribute the prerendered markup's outer element carries (React's never does). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** The <template> holding the 404 page's part of `<main>`. */
const NOT_FOUND_TEMPLATE = 'prerendered-not-found';
/** The <template> holding the skeleton another page's part of `<main>` shows until the app renders. */
const PENDING_TEMPLATE = 'prerendered-pending';

/** Takes a <template> the build wrote beside `#root` out of the document (it is read once). */
function takeTemplate(id: string): HTMLTemplateElement | null {
  const template = document.getElementById(id);
  template?.remove();
  return template instanceof HTMLTemplateElement ? template : null;
}

/**
 * Whether no route takes `rest` (the path below the locale): its first segment starts no route.
 * Only a sure answer counts: an encoded segment is left to the router.
 */
function noRouteTakes(rest: string, routes: readonly string[]): boolean {
  const first = rest.split('/')[1] ?? '';
  return first !== '' && !first.includes('%') && !routes.includes(first.toLowerCase());
}

export function applyPrerender(data: PrerenderData): PrerenderVerdict {
  let verdict: PrerenderVerdict = 'dropped';
  try {
    verdict = applyMarkup(data);
    return verdict;
  } finally {
    if (data.entry) startAfterFirstPaint(data.entry, verdict !== 'dropped');
  }
}

/** The longest the entry waits for the browser to report the markup's first paint. */
const PAINT_WAIT_MS = 1500;

/**
 * Starts the app once the prerendered page has painted. In <head> the entry module (122 kB gzip)
 * was fetched and run before the first paint on a fast link, and a phone's first paint waited on
 * it in Lighthouse's model (FCP 1.8 s; 0.8 s without it): the markup needs none of it to paint.
 *
 * "Painted" is the browser's first-contentful-paint entry, which it reports once that frame has
 * been presented, not the next animation frame: a frame is presented 10-100 ms after its
 * `requestAnimationFrame` callbacks ran, and an entry started from there had often downloaded
 * and begun to run before the hero's paint was on screen. Lighthouse's model of a slow phone
 * (lantern) then counts the entry's 122 kB as needed by the largest paint, as if render-blocking:
 * home's LCP 1.8 s instead of about 1 s (issue 39; docs/performance.md). Markup that was dropped
 * paints nothing before the app: the entry starts at once. A hidden tab (no frames) starts it at
 * once too; where the paint is not observable, after the next frame, as before.
 */
export function startAfterFirstPaint(entry: AppEntry, painting = true): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const allowed = new Set([entry.script, ...entry.preloads]);
    const admit = (url: string) => (allowed.has(url) && url.startsWith('/assets/') ? url : null);
    // Only the build's own chunks: anything else in the data (it is the page's own HTML) loads nothing.
    if (admit(entry.script) === null) return;
    const policy = trustedTypesApi()?.createPolicy(ENTRY_POLICY, { createScriptURL: admit });
    for (const href of entry.preloads.filter((url) => admit(url) !== null)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    // A TrustedScriptURL is what the sink takes where Trusted Types are enforced; the DOM's types only know strings.
    Reflect.set(script, 'src', policy ? policy.createScriptURL(entry.script) : entry.script);
    document.head.append(script);
  };
  if (!painting || document.visibilityState === 'hidden') start();
  else whenPainted(start);
}

/** Calls `then` once the first contentful paint has been reported (see startAfterFirstPaint). */
function whenPainted(then: () => void): void {
  const observable = typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
  if (!observable) {
    requestAnimationFrame(() => setTimeout(then, 0));
    return;
  }
  let observer: PerformanceObserver | undefined;
  const go = () => {
    observer?.disconnect();
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', go);
    then();
  };
  // A tab hidden before its first frame never paints; a browser that does not report it, the timeout.
  const timer = setTimeout(go, PAINT_WAIT_MS);
  document.addEventListener('visibilitychange', go);
  try {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) go();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    go();
  }
}

function applyMarkup(data: PrerenderData): PrerenderVerdict {
  const root = document.getElementById('root');
  const app = root?.querySelector(`[${PRERENDERED_ATTRIBUTE}]`);
  const templates = { notFound: takeTemplate(NOT_FOUND_TEMPLATE), pending: takeTemplate(PENDING_TEMPLATE) };
  if (!root || !app) return 'dropped';
  const verdict = decide(data, app, templates);
  if (verdict === 'dropped') root.replaceChildren();
  // For tests and for whoever looks at the page: React leaves #root's own attributes alone.
  root.dataset.prerender = verdict;
  return verdict;
}

function decide(data: PrerenderData, app: Element, { notFound, pending }: Record<'notFound' | 'pending', HTMLTemplateElement | null>): PrerenderVerdict {
  try {
    const { hostname, pathname } = window.location;
    // The demo's remembered site, as boot picks it (src/site/pickSite.ts).
    const search = data.allowSiteParam ? withRememberedSite(window.location.search) : window.location.search;
    const site = pickSite(data.sites, { hostname, search, allowSiteParam: data.allowSiteParam });
    if (site.id !== data.site) return 'dropped';
    const storage = readStorageSnapshot();
    const route = resolveLocaleRoute({ pathname, site: data.rules, cookieLang: storage.cookies.lang, entry: true });
    if (route.action !== 'render' || route.locale !== data.locale) return 'dropped';

    const bars = data.hints
      ? expectedBars(
          { [data.site]: data.hints },
          {
            site: data.site,
            path: route.rest,
            width: window.innerWidth,
            inApp: detectThisNativeApp() !== null,
            has: snapshotHas(storage),
          },
        )
      : [];
    for (const space of app.querySelectorAll<HTMLElement>('[data-bar-space]')) {
      if (!bars.includes(space.dataset.barSpace ?? '')) space.remove();
    }
    const stack = app.querySelector('.screen-bars');
    if (stack && stack.childElementCount === 0) stack.remove();

    if (currentTheme() === 'night') {
      const logo = app.querySelector<HTMLImageElement>('img.brand__logo');
      if (logo) logo.src = data.logos.night;
    }

    if (route.rest === '/') return 'page';
    const main = app.querySelector('main');
    main?.replaceChildren();
    // A 404's "Back to home" follows a `redirect` parameter: that one the app paints.
    if (main && notFound && noRouteTakes(route.rest, data.routes) && !new URLSearchParams(search).has('redirect')) {
      main.append(notFound.content.cloneNode(true));
      return 'notFound';
    }
    if (main && pending) main.append(pending.content.cloneNode(true));
    return 'shell';
  } catch {
    // Anything unexpected: the app paints the page as it would without the markup.
    return 'dropped';
  }
}
