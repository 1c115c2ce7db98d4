import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { AppShell } from '../app/shell/AppShell';
import { FactsSources } from '../facts';
import { ErrorScreen } from '../app/shell/ErrorScreen';
import { NotFound } from '../app/shell/NotFound';
import type { RouterContext } from '../app/routerContext';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: ErrorScreen,
});

function RootLayout() {
  return (
    <AppShell>
      <FactsSources />
      <Outlet />
    </AppShell>
  );
}
