import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useSite } from '../site';
import { SiteHeader } from './SiteHeader';
import './shell.css';

// Demo and dev only: in production VITE_DEMO is the literal false, so this import and its chunk
// disappear from the build (test.sh checks dist/ for the panel's marker string).
const DecisionsPanel = import.meta.env.VITE_DEMO
  ? lazy(() => import('../demo/DecisionsPanel'))
  : null;

export function AppShell({ children }: { children: ReactNode }) {
  const site = useSite();
  const { t } = useLingui();
  const siteName = site.name;
  const title = t`${siteName} | Buy, sell and trade crypto`;

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t`Skip to content`}
      </a>
      <SiteHeader />
      <main id="main" className="app__main" tabIndex={-1}>
        {children}
      </main>
      {DecisionsPanel !== null && (
        <Suspense fallback={null}>
          <DecisionsPanel />
        </Suspense>
      )}
    </div>
  );
}
