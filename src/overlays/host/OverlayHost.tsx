import { Suspense } from 'react';
import { useCurrentOverlay, useOverlayRequest, type OverlayKind } from '../requests';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { USER_OVERLAYS } from './userOverlays';

/** Warms the chunk of the overlay a request of `kind` opens (src/overlays/requests.ts's preloadOverlay). */
export function loadOverlay(kind: OverlayKind): Promise<unknown> {
  return USER_OVERLAYS[kind]?.load() ?? Promise.resolve();
}

/**
 * Mounts the overlay a feature asked for (src/overlays/requests.ts): the one whose folder
 * declares that request kind (./userOverlays.ts), each from its own lazily loaded chunk, so the
 * first paint carries none of them. The overlay animates itself in and out and calls `close`
 * when it has gone.
 */
export function OverlayHost() {
  const request = useCurrentOverlay();
  const { close } = useOverlayRequest();
  if (request === null) return null;
  return (
    <ErrorBoundary onError={close}>
      <Suspense fallback={null}>{USER_OVERLAYS[request.kind]?.render(request, close) ?? null}</Suspense>
    </ErrorBoundary>
  );
}
