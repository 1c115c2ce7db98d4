import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { DocumentHead } from '../app/DocumentHead';
import { RouteError, RouteNotFound } from '../app/RouteScreens';
import type { RouterContext } from '../app/routerContext';
import { AppShell } from '../app/shell/AppShell';
import { FactsSources } from '../facts';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: RouteNotFound,
  errorComponent: RouteError,
});

function RootLayout() {
  return (
    <>
      <AppShell>
        <FactsSources />
        <Outlet />
      </AppShell>
      {/* After the shell, so that its title wins (effects run in tree order). */}
      <DocumentHead />
    </>
  );
}
