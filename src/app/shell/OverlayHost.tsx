import { lazy, Suspense } from 'react';
import { AppErrorBoundaryQuiet } from './QuietBoundary';
import { overlayLoaders, useCurrentOverlay, useOverlayRequest } from './overlays';

const RegistrationModal = lazy(() => overlayLoaders.registration().then((m) => ({ default: m.RegistrationModal })));
const DepositDrawer = lazy(() => overlayLoaders.deposit().then((m) => ({ default: m.DepositDrawer })));
const DepositMethodModal = lazy(() => overlayLoaders.deposit().then((m) => ({ default: m.DepositMethodModal })));

/**
 * Mounts the overlay a feature asked for (./overlays.ts), each from its own lazily loaded chunk,
 * so the first paint carries none of them. The overlay animates itself in and out and calls
 * `close` when it has gone.
 */
export function OverlayHost() {
  const request = useCurrentOverlay();
  const { close } = useOverlayRequest();
  if (request === null) return null;
  let overlay;
  switch (request.kind) {
    case 'registration':
      overlay = <RegistrationModal mode={request.mode} returnFocus={request.returnFocus} onClosed={close} />;
      break;
    case 'deposit':
      overlay = <DepositDrawer returnFocus={request.returnFocus} onClosed={close} />;
      break;
    case 'depositMethod':
      overlay = <DepositMethodModal returnFocus={request.returnFocus} onClosed={close} />;
      break;
  }
  return (
    <AppErrorBoundaryQuiet onError={close}>
      <Suspense fallback={null}>{overlay}</Suspense>
    </AppErrorBoundaryQuiet>
  );
}
