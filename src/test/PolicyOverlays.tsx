/**
 * The policy-driven overlays as the shell places them (src/app/shell/AppShell.tsx): the engine's
 * `screen` decision handed to the overlay host (src/overlays/host/ScreenOverlays.tsx), which
 * spawns a machine for each holder of a slot and draws its component. For the tests of a bar or a
 * policy dialog: render it with `renderWithProviders(<PolicyOverlays />, { engine: true, ... })`.
 */
import { Suspense } from 'react';
import { useDecision } from '../facts';
import { ScreenOverlays } from '../overlays/host/ScreenOverlays';

export function PolicyOverlays() {
  const slots = useDecision('screen')?.slots;
  if (slots === undefined) return null;
  return (
    <Suspense fallback={null}>
      <ScreenOverlays slots={slots} />
    </Suspense>
  );
}
