import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { RouteError, RouteNotFound } from '../app/RouteScreens';
import type { RouterContext } from '../app/routerContext';
import { AppShell } from '../app/shell/AppShell';
import { loadEngine } from '../app/engine';
import { AfterFirstPaint } from '../ui/AfterFirstPaint';

// <title>, alternates and canonical: nothing a first paint shows; index.html has a title.
const DocumentHead = lazy(() => import('../app/DocumentHead').then((m) => ({ default: m.DocumentHead })));

// The browser's facts feed only the engine's decisions, which load lazily anyway: its own chunk,
// after the first paint (the engine's too: src/app/boot.tsx).
const FactsSources = lazy(() => {
  // The engine's chunk in parallel with this one (FactsSources picks up the same module).
  loadEngine().catch(() => {
    // FactsSources reports a failure to load it.
  });
  return import('../facts/FactsSources').then((m) => ({ default: m.FactsSources }));
});

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: RouteNotFound,
  errorComponent: RouteError,
});

function RootLayout() {
  return (
    <>
      <AppShell>
        <AfterFirstPaint>
          <Suspense fallback={null}>
            <FactsSources />
          </Suspense>
        </AfterFirstPaint>
        <Outlet />
      </AppShell>
      {/* After the shell, so that its title wins (effects run in tree order). */}
      <AfterFirstPaint>
        <Suspense fallback={null}>
          <DocumentHead />
        </Suspense>
      </AfterFirstPaint>
    </>
  );
}
