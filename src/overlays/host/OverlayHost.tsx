import { Suspense } from 'react';
import { DepositDrawer, loadDepositDrawer } from '../user/depositDrawer';
import { DepositMethodModal } from '../user/depositMethod';
import { FrequencyDialog, FundPasswordModal } from '../user/fundPassword';
import { loadRegistrationModal, RegistrationModal } from '../user/registrationModal';
import { ShareModal } from '../user/shareModal';
import { useCurrentOverlay, useOverlayRequest, type OverlayKind } from '../requests';
import { AppErrorBoundaryQuiet } from './QuietBoundary';

/** The chunks an overlay button warms on intent (src/overlays/requests.ts's preloadOverlay). */
export const overlayLoaders: Record<OverlayKind, () => Promise<unknown>> = {
  registration: loadRegistrationModal,
  deposit: loadDepositDrawer,
};

/**
 * Mounts the overlay a feature asked for (src/overlays/requests.ts), each from its own lazily
 * loaded chunk (the overlay folders' index.ts), so the first paint carries none of them. The
 * overlay animates itself in and out and calls `close` when it has gone.
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
    case 'frequencyDialog':
      overlay = <FrequencyDialog returnFocus={request.returnFocus} onClosed={close} />;
      break;
    case 'share':
      overlay = <ShareModal props={request.props} returnFocus={request.returnFocus} onClosed={close} />;
      break;
    case 'fundPassword':
      overlay = <FundPasswordModal returnFocus={request.returnFocus} onClosed={close} onConfirmed={request.onConfirmed} />;
      break;
  }
  return (
    <AppErrorBoundaryQuiet onError={close}>
      <Suspense fallback={null}>{overlay}</Suspense>
    </AppErrorBoundaryQuiet>
  );
}
