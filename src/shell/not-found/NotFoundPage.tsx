import { lazy, Suspense } from 'react';

type BodyModule = typeof import('./NotFoundBody');
let loaded: BodyModule | null = null;
const loadModule = () =>
  import('./NotFoundBody').then((module) => {
    loaded = module;
    return module;
  });
// Its heading, text and button read the shell's part of the catalog (lingui.config.ts).
const NotFoundBody = lazy(loadModule);

/**
 * Boot, for an address no route matches: the page's code loads with the first page's (whose
 * catalog part boot awaits anyway), so the first paint already shows the page
 * (a lazy component suspends at least once, and React holds a revealed boundary back for a
 * while: the 404 text painted 0.3 s after the header).
 */
export function preloadNotFoundPage(): Promise<unknown> {
  return loadModule();
}

/**
 * The router's notFoundComponent. The page itself loads on demand (most visits never see a 404,
 * and a notFoundComponent on the root route would otherwise count against the home route's first
 * load); the placeholder keeps the footer from jumping up meanwhile. An entity page whose id the
 * backend does not know shows it too, with a link `back` to its listing.
 */
export function NotFoundPage({ back }: { back?: { href: string; label: string } }) {
  if (loaded) return <loaded.default back={back} />;
  return (
    <Suspense fallback={<div className="not-found-placeholder" style={{ minHeight: '60vh' }} />}>
      <NotFoundBody back={back} />
    </Suspense>
  );
}
