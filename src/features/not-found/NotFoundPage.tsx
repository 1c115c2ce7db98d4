import { lazy, Suspense } from 'react';
import { withExtrasCatalog } from '../../i18n/catalogs';

const NotFoundBody = lazy(withExtrasCatalog(() => import('./NotFoundBody')));

/**
 * The router's notFoundComponent. The page itself loads on demand (most visits never see a 404,
 * and a notFoundComponent on the root route would otherwise count against the home route's first
 * load); the placeholder keeps the footer from jumping up meanwhile. An entity page whose id the
 * backend does not know shows it too, with a link `back` to its listing.
 */
export function NotFoundPage({ back }: { back?: { href: string; label: string } }) {
  return (
    <Suspense fallback={<div className="not-found-placeholder" style={{ minHeight: '60vh' }} />}>
      <NotFoundBody back={back} />
    </Suspense>
  );
}
