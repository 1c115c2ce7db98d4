import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { localeAtom, siteIdAtom } from '../facts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { sites } from './engine';
import { activateLocale } from './i18n';
import { htmlLang, textDirection } from './locales';
import { pickLocale } from './pickLocale';
import { pickSite } from './pickSite';
import { createAppRouter } from './router';

/** Picks the site and locale of this page view, loads its catalog, then renders the app. */
export async function boot(container: HTMLElement): Promise<void> {
  const site = pickSite(sites, {
    hostname: window.location.hostname,
    search: window.location.search,
    // Demo and dev only: `?site=<sub_website_id>`. The literal false in production.
    allowSiteParam: import.meta.env.VITE_DEMO,
  });
  const locale = await activateLocale(pickLocale(window.location.pathname, site.defaultLang));
  document.documentElement.lang = htmlLang(locale);
  document.documentElement.dir = textDirection(locale);

  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
  });
  // One jotai store per app: the engine's facts (src/facts) live in it.
  const store = createStore();
  store.set(siteIdAtom, site.id);
  store.set(localeAtom, locale);
  const context = { queryClient, site, locale, store };
  const router = createAppRouter(context);

  createRoot(container).render(
    <StrictMode>
      <App router={router} context={context} />
    </StrictMode>,
  );
}
