import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useSearch } from '@tanstack/react-router';
import { useTitleOverride } from '../../lib/documentTitle';
import { useLocale } from '../../i18n/useLocale';
import { homePath } from '../../i18n/localePaths';
import { safeRedirect } from '../../lib/url';
import { AppLink } from '../../ui/AppLink';
import { afterFirstPaint } from '../../lib/browser/afterFirstPaint';
import { withExtrasCatalog } from '../../i18n/catalogs';
import './notFound.css';

// The links and stories need the data layer and the extras part of the catalog: they follow the
// heading instead of holding it back (the heading and its text are the page's largest paint, and
// read the shell's part: issue 15). Their chunk is asked for once that paint is done, so it shares
// no bandwidth with what the paint waits for.
const NotFoundMore = lazy(() => afterFirstPaint().then(withExtrasCatalog(() => import('./NotFoundMore'))));

/**
 * The 404 page (SPEC section 2): translated title with "404", a return-home button (the current
 * language's home, or the URL's same-site `redirect`), then the helpful links and trending
 * stories (./NotFoundMore.tsx).
 */
export default function NotFoundBody({ back }: { back?: { href: string; label: string } }) {
  const locale = useLocale();
  const { t } = useLingui();
  // useSearch is in the first load already (useRouterState would be one more request in a row
  // before this page can paint).
  const redirect = useSearch({ strict: false, select: (search) => safeRedirect((search as Record<string, unknown>).redirect) });
  // The page title contains 404 (issue 4), whichever route renders this page.
  useTitleOverride(t`404 Page not found`);

  return (
    <div className="not-found container" data-testid="not-found">
      <section className="not-found__hero" aria-labelledby="not-found-title">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title" className="not-found__title">
          <Trans>We could not find that page</Trans>
        </h1>
        <p className="not-found__text">
          <Trans>The link may be broken, or the page may have moved. These pages may help instead.</Trans>
        </p>
        <AppLink href={redirect ?? homePath(locale)} className="btn btn--primary btn--lg" data-testid="not-found-home">
          <Trans>Back to home</Trans>
        </AppLink>
        {back && (
          <AppLink href={back.href} className="btn btn--secondary btn--lg" data-testid="not-found-back">
            {back.label}
          </AppLink>
        )}
      </section>

      <Suspense fallback={null}>
        <NotFoundMore />
      </Suspense>
    </div>
  );
}
