import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Button } from '../../ui/form/Button';
import { RefreshIcon } from '../../ui/icons/actionIcons';
import { AlertIcon } from '../../ui/icons/alertIcons';
import { useOnline } from '../../lib/browser/useOnline';
import './error.css';

export interface ErrorScreenProps {
  /** What was thrown (logged once, never shown: it may hold internals). */
  error?: unknown;
}

/**
 * SPEC sections 2 and 8: "Something went wrong" with a Refresh button that reloads the page.
 * The router's errorComponent (around each route) and <AppErrorBoundary/> (around the app).
 * Offline, the likely cause is a page whose code the service worker has not kept (issue 15): the
 * screen says so instead, and Refresh works once the network is back.
 */
export function ErrorScreen({ error }: ErrorScreenProps) {
  const online = useOnline();
  useEffect(() => {
    if (error !== undefined) console.error('Something went wrong', error);
  }, [error]);

  return (
    <section className="error-screen" role="alert" data-testid="error-screen">
      <span className="error-screen__badge" aria-hidden="true">
        <AlertIcon />
      </span>
      {online ? (
        <>
          <h1 className="error-screen__title">
            <Trans>Something went wrong</Trans>
          </h1>
          <p className="error-screen__text">
            <Trans>This page stopped working. Refreshing it usually helps; your account and funds are not affected.</Trans>
          </p>
        </>
      ) : (
        <>
          <h1 className="error-screen__title">
            <Trans>You are offline</Trans>
          </h1>
          <p className="error-screen__text">
            <Trans>This page is not saved on this device yet. Refresh once you are back online.</Trans>
          </p>
        </>
      )}
      <Button size="lg" onClick={() => window.location.reload()} data-testid="error-refresh">
        <RefreshIcon className="error-screen__refresh-icon" />
        <Trans>Refresh</Trans>
      </Button>
    </section>
  );
}
