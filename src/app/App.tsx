import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as StoreProvider } from 'jotai';
import { useEffect, useRef } from 'react';
import { i18n } from '../i18n/catalogs';
import type { AppRouter } from './router';
import type { RouterContext } from './routerContext';
import { SiteContext } from '../site/site';

interface AppProps {
  router: AppRouter;
  context: RouterContext;
  /** Called once the first render has been committed (boot, over a prerendered shell). */
  onCommit?: () => void;
}

/** No QueryClientProvider: the query client is src/api/hooks.ts's, loaded by lazy chunks only. */
export function App({ router, context, onCommit }: AppProps) {
  const committed = useRef(onCommit);
  useEffect(() => committed.current?.(), []);
  return (
    <I18nProvider i18n={i18n}>
      <StoreProvider store={context.store}>
        <SiteContext value={context.site}>
          <RouterProvider router={router} />
        </SiteContext>
      </StoreProvider>
    </I18nProvider>
  );
}
