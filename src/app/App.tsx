import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as StoreProvider } from 'jotai';
import { i18n } from './i18n';
import type { AppRouter } from './router';
import type { RouterContext } from './routerContext';
import { SiteContext } from './site';

interface AppProps {
  router: AppRouter;
  context: RouterContext;
}

export function App({ router, context }: AppProps) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={context.queryClient}>
        <StoreProvider store={context.store}>
          <SiteContext value={context.site}>
            <RouterProvider router={router} />
          </SiteContext>
        </StoreProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
