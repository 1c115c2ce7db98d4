import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { RouteError, RouteNotFound } from '../app/RouteScreens';
import type { RouterContext } from '../app/routerContext';
import { AppShell } from '../app/shell/AppShell';

// <title>, alternates and canonical: nothing a first paint shows; index.html has a title.
const DocumentHead = lazy(() => import('../app/DocumentHead').then((m) => ({ default: m.DocumentHead })));

// The browser's facts feed only the engine's decisions, which load lazily anyway: its own chunk.
const FactsSources = lazy(() => import('../facts/FactsSources').then((m) => ({ default: m.FactsSources })));

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: RouteNotFound,
  errorComponent: RouteError,
});

function RootLayout() {
  return (
    <>
      <AppShell>
        <Suspense fallback={null}>
          <FactsSources />
        </Suspense>
        <Outlet />
      </AppShell>
      {/* After the shell, so that its title wins (effects run in tree order). */}
      <Suspense fallback={null}>
        <DocumentHead />
      </Suspense>
    </>
  );
}
