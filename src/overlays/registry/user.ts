/**
 * The overlay registry, user side (DESIGN: an overlay is one folder). Each folder of
 * src/overlays/user lists the overlays it holds in its index.ts:
 *
 *   export const overlays = [defineUserOverlay({ id, request, load, Component, props })]
 *
 * each one's id (its `data-overlay`), the request kind that opens it (../requests.ts), its lazy
 * component with the props a request gives it, and the load function that warms its chunk. A list,
 * because a folder may hold several that share a chunk, or none when it hosts itself. The overlay
 * host finds them with a glob (src/overlays/host/userOverlays.ts): adding an overlay edits no host
 * and nothing in src/app. The policy side is ./policy.ts.
 *
 * A module of its own, imported only by the user folders and the overlay host, so that it rides in
 * the host's chunk (not one more request before the overlay's own chunk can start loading).
 */
import { createElement, type ComponentType, type ReactElement } from 'react';
import type { OverlayKind, OverlayRequest } from '../requests';

type RequestOf<K extends OverlayKind> = Extract<OverlayRequest, { kind: K }>;

export interface UserOverlay {
  readonly declares: 'userOverlay';
  /** Its `data-overlay`. */
  readonly id: string;
  /** The request that opens it (src/overlays/requests.ts). */
  readonly request: OverlayKind;
  /** Its chunk (and the catalog part its messages are in): warmed when a button is about to open it. */
  readonly load: () => Promise<unknown>;
  /** Its element for a request of its kind, closing through `onClosed`; null for any other request. */
  render(request: OverlayRequest, onClosed: () => void): ReactElement | null;
}

function isRequestOf<K extends OverlayKind>(request: OverlayRequest, kind: K): request is RequestOf<K> {
  return request.kind === kind;
}

/** Declares a user-opened overlay: the request kind that opens it and the props its component gets from one. */
export function defineUserOverlay<K extends OverlayKind, P extends object>(overlay: {
  id: string;
  request: K;
  load: () => Promise<unknown>;
  Component: ComponentType<P>;
  props: (request: RequestOf<K>, onClosed: () => void) => NoInfer<P>;
}): UserOverlay {
  const { id, request: kind, load, Component, props } = overlay;
  return {
    declares: 'userOverlay',
    id,
    request: kind,
    load,
    render: (request, onClosed) => (isRequestOf(request, kind) ? createElement(Component, props(request, onClosed)) : null),
  };
}

function isUserOverlay(value: unknown): value is UserOverlay {
  return typeof value === 'object' && value !== null && 'declares' in value && value.declares === 'userOverlay';
}

/**
 * The user-opened overlays by the request kind that opens them, from each folder's `overlays`
 * export (a glob of src/overlays/user/<folder>/index.ts). A folder without that list, or two
 * overlays for one request kind, fail here with the folder named.
 */
export function collectUserOverlays(modules: Readonly<Record<string, unknown>>): Readonly<Partial<Record<OverlayKind, UserOverlay>>> {
  const overlays: Partial<Record<OverlayKind, UserOverlay>> = {};
  for (const [path, list] of Object.entries(modules)) {
    if (!Array.isArray(list)) throw new Error(`overlay registry: ${path} does not list its overlays (export const overlays = [defineUserOverlay({...})], or [] when it hosts itself)`);
    for (const overlay of list) {
      if (!isUserOverlay(overlay)) throw new Error(`overlay registry: ${path} lists something defineUserOverlay did not declare`);
      const taken = overlays[overlay.request];
      if (taken) throw new Error(`overlay registry: ${path} declares "${overlay.id}" for "${overlay.request}" requests, which "${taken.id}" already answers`);
      overlays[overlay.request] = overlay;
    }
  }
  return overlays;
}
