import { Trans } from '@lingui/react/macro';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Button } from '../../ui/Button';

/** SPEC section 8: "Something went wrong" with a Refresh button that reloads the page. */
export function ErrorScreen({ error }: ErrorComponentProps) {
  useEffect(() => {
    console.error('Route error', error);
  }, [error]);

  return (
    <section className="status-screen container" role="alert">
      <h1 className="status-screen__title">
        <Trans>Something went wrong</Trans>
      </h1>
      <Button size="lg" onClick={() => window.location.reload()}>
        <Trans>Refresh</Trans>
      </Button>
    </section>
  );
}
