import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import type { RouterContext } from './routerContext';
import { preloadNotFoundPage } from '../shell/not-found';
import { isNotFoundMatches } from '../i18n/pickLocale';

/**
 * The app's router. Boot creates it before the site config and catalog have arrived (so that the
 * first page's chunks load in parallel with them) and supplies `context` with `router.update`
 * before the first load; tests pass it here, with a memory history.
 */
export function createAppRouter(context?: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    // Set by boot (router.update) before anything reads it.
    context: context as RouterContext,
    defaultPreload: 'intent',
    // Server data is TanStack Query's to cache (components read it through src/api/hooks.ts);
    // a preload on intent must not keep a second, router-side copy of a loader's answer.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Starts fetching the code of the routes the current URL matches (their lazy components). The
 * build leaves the JavaScript out of lazy imports' preload lists (vite.config.ts), so this is what
 * keeps a page opened directly from waiting for its chunk after the catalog. `page` settles once
 * every matched component's code is in (or failed: the router's own load retries and reports it).
 * For an address no route takes, `notFound` is the 404 page's code, which boot awaits with the
 * site and catalog.
 */
export function preloadMatchedRouteChunks(router: AppRouter): { page: Promise<unknown>; notFound: Promise<unknown> | null } {
  const matches = router.matchRoutes(router.latestLocation);
  const loads = matches.map((match) => {
    const component = router.routesById[match.routeId as keyof typeof router.routesById]?.options
      .component as { preload?: () => Promise<void> } | undefined;
    return component?.preload?.().catch(() => undefined);
  });
  return {
    page: Promise.all(loads),
    notFound: isNotFoundMatches(matches) ? preloadNotFoundPage().catch(() => undefined) : null,
  };
}

declare global {
  interface Window {
    /** Demo and dev builds only (src/app/boot.tsx): the router, for browser tests. */
    __appRouter?: AppRouter;
    /** Demo and dev builds only: the monitoring module, for browser tests. */
    __monitoring?: typeof import('../analytics/monitor');
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
