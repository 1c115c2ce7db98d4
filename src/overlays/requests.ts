/**
 * Which user-opened overlay the shell shows: the registration modal (login or signup), the
 * deposit drawer or the deposit method modal (and, through their own modules, the share modal and
 * the fund-password dialogs). Any feature asks for one through `useOverlayRequest()`; the shell's
 * <OverlayHost/> mounts the overlay whose folder declares that request kind
 * (src/overlays/registry/user.ts) from its lazily loaded chunk; the overlay's own machine
 * (src/overlays/machines/overlay.machine.ts) animates it and calls `close()` when it has closed.
 * One at a time (DESIGN: at most one modal dialog). Policy-driven overlays (compliance dialogs,
 * notices) are arbitrated by the engine, not here.
 */
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';

export type RegistrationMode = 'login' | 'signup';

export type OverlayRequest =
  | { kind: 'registration'; mode: RegistrationMode; returnFocus: HTMLElement | null }
  | { kind: 'deposit'; returnFocus: HTMLElement | null }
  | { kind: 'depositMethod'; returnFocus: HTMLElement | null }
  /** How often the fund password is asked (the security page). */
  | { kind: 'frequencyDialog'; returnFocus: HTMLElement | null }
  /** A trade asks for the fund password; `onConfirmed` gets it (and its validity). */
  | { kind: 'fundPassword'; returnFocus: HTMLElement | null; onConfirmed: (result: { fundpass: string; validity: 0 | 1 | 2 }) => void }
  /** The share modal, with its props (src/overlays/user/shareModal/share.ts ShareModalProps). */
  | { kind: 'share'; returnFocus: HTMLElement | null; props: ShareRequestProps };

/** The share modal's props as a request carries them (the feature's type, restated so this layer imports no feature). */
export interface ShareRequestProps {
  readonly subWebsiteId: number;
  readonly shareContent: string;
  readonly source: string;
  readonly url: string;
  readonly posterContent: { readonly headline: string; readonly figure?: string; readonly tone?: 'rise' | 'fall'; readonly caption?: string };
  readonly title: string;
  readonly imgSrc?: string;
  readonly forbiddenWays?: readonly string[];
  readonly refCode?: string;
}

export const overlayRequestAtom = atom<OverlayRequest | null>(null);

export interface OverlayRequests {
  openRegistration(mode: RegistrationMode, returnFocus?: HTMLElement | null): void;
  openDeposit(returnFocus?: HTMLElement | null): void;
  openDepositMethod(returnFocus?: HTMLElement | null): void;
  /** Called by the overlay once its closing animation has finished. */
  close(): void;
}

export function focusTarget(explicit: HTMLElement | null | undefined): HTMLElement | null {
  if (explicit !== undefined) return explicit;
  return document.activeElement instanceof HTMLElement ? document.activeElement : null;
}

export function useOverlayRequest(): OverlayRequests {
  const set = useSetAtom(overlayRequestAtom);
  return useMemo(
    () => ({
      openRegistration: (mode, returnFocus) =>
        set({ kind: 'registration', mode, returnFocus: focusTarget(returnFocus) }),
      openDeposit: (returnFocus) => set({ kind: 'deposit', returnFocus: focusTarget(returnFocus) }),
      openDepositMethod: (returnFocus) =>
        set({ kind: 'depositMethod', returnFocus: focusTarget(returnFocus) }),
      close: () => set(null),
    }),
    [set],
  );
}

export function useCurrentOverlay(): OverlayRequest | null {
  return useAtomValue(overlayRequestAtom);
}

/** The kinds of request, one per user-opened overlay (its folder's index.ts declares which it answers). */
export type OverlayKind = OverlayRequest['kind'];

/**
 * Warming an overlay's chunk on intent (pointer over its button) so the click opens it at once.
 * The app registers how (the host finds each overlay's load function in the registry:
 * src/overlays/host/OverlayHost.tsx); features only say which overlay they are about to open.
 */
let preloader: ((kind: OverlayKind) => Promise<unknown>) | null = null;

export function setOverlayPreloader(load: (kind: OverlayKind) => Promise<unknown>): void {
  preloader = load;
}

export function preloadOverlay(kind: OverlayKind): void {
  void preloader?.(kind).catch(() => {
    // A failed preload is retried by the click; nothing to report yet.
  });
}

