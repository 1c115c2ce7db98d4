/**
 * The overlay registry (DESIGN: an overlay is one folder). Each folder of src/overlays/policy and
 * src/overlays/user declares its overlay in its index.ts through the helpers below; the hosts
 * find the declarations with Vite's `import.meta.glob` (src/overlays/host/policyOverlays.ts,
 * src/overlays/host/userOverlays.ts). Adding an overlay is a policy, its scenarios and one folder:
 * no host, and nothing in src/app, names it.
 *
 * - A policy-driven overlay (`export const overlay = definePolicyOverlay({...})`): its id (its
 *   policy's and its folder's), the screen slot policies/screen.json gives it, the machine the
 *   screen machine spawns for it (its own, or the shared screenDialogMachine) and its lazy
 *   component, which draws that machine's actor.
 * - A user-opened overlay (`export const overlays = [defineUserOverlay({...})]`: a folder may
 *   hold several that share a chunk, or none when it hosts itself): its id (its `data-overlay`),
 *   the request kind that opens it (src/overlays/requests.ts), its lazy component with the props
 *   a request gives it, and the load function that warms its chunk.
 *
 * Declarations are plain data; the components stay lazy (React.lazy over the folder's load
 * function), so declaring an overlay adds none of its code to the host's chunk.
 */
import { createElement, type ComponentType, type ReactElement } from 'react';
import type { ActorRefFrom, AnyActorLogic, AnyActorRef } from 'xstate';
import type { OverlayKind, OverlayRequest } from './requests';

/** The slots of the screen (policies/screen.json `slots`). */
export type ScreenSlot = 'bars' | 'dialog' | 'toasts' | 'banners' | 'promo';

/** What the screen host gives a policy overlay's component: its child actor and its decision's variant. */
export interface PolicyOverlayProps {
  actor: AnyActorRef;
  variant?: string;
}

export interface PolicyOverlay {
  readonly declares: 'policyOverlay';
  /** Its policy's id (policies/<id>.json), its folder's name and its `data-overlay`. */
  readonly id: string;
  /** The slot it competes for (policies/screen.json). */
  readonly slot: ScreenSlot;
  /** The logic of the child actor the screen machine spawns while it holds its slot. */
  readonly machine: AnyActorLogic;
  /** Lazy: loaded when it first holds a slot. */
  readonly Component: ComponentType<PolicyOverlayProps>;
}

/**
 * Declares a policy-driven overlay. The component must draw an actor of the declared machine:
 * its props are checked against that machine's actor type (and against what the host passes).
 */
export function definePolicyOverlay<TMachine extends AnyActorLogic>(overlay: {
  id: string;
  slot: ScreenSlot;
  machine: TMachine;
  Component: ComponentType<{ actor: ActorRefFrom<NoInfer<TMachine>>; variant?: string }> & ComponentType<PolicyOverlayProps>;
}): PolicyOverlay {
  return { declares: 'policyOverlay', ...overlay };
}

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

function isPolicyOverlay(value: unknown): value is PolicyOverlay {
  return typeof value === 'object' && value !== null && 'declares' in value && value.declares === 'policyOverlay';
}

function isUserOverlay(value: unknown): value is UserOverlay {
  return typeof value === 'object' && value !== null && 'declares' in value && value.declares === 'userOverlay';
}

/** The overlay folder a glob key names (`../policy/kycBar/index.ts` -> `kycBar`). */
export function folderOf(path: string): string {
  return /([^/]+)\/index\.ts$/.exec(path)?.[1] ?? path;
}

/**
 * The policy overlays by id, from each folder's `overlay` export (a glob of
 * src/overlays/policy/<id>/index.ts). A folder that declares nothing, or an overlay whose id is
 * not its folder's, fails here with the folder named.
 */
export function collectPolicyOverlays(modules: Readonly<Record<string, unknown>>): Readonly<Record<string, PolicyOverlay>> {
  const overlays: Record<string, PolicyOverlay> = {};
  for (const [path, overlay] of Object.entries(modules)) {
    const folder = folderOf(path);
    if (!isPolicyOverlay(overlay)) throw new Error(`overlay registry: ${path} does not declare its overlay (export const overlay = definePolicyOverlay({ id: '${folder}', ... }))`);
    if (overlay.id !== folder) throw new Error(`overlay registry: ${path} declares "${overlay.id}"; a policy overlay's folder is named by its id ("${folder}")`);
    overlays[overlay.id] = overlay;
  }
  return overlays;
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
