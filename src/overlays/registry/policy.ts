/**
 * The overlay registry, policy side (DESIGN: an overlay is one folder). Each folder of
 * src/overlays/policy declares its overlay in its index.ts:
 *
 *   export const overlay = definePolicyOverlay({ id, slot, machine, Component })
 *
 * its id (its policy's and its folder's), the screen slot policies/screen.json gives it, the
 * machine the screen machine spawns for it (its own, or the shared screenDialogMachine) and its
 * lazy component, which draws that machine's actor. The screen host finds the declarations with a
 * glob (src/overlays/host/policyOverlays.ts): adding an overlay edits no host and nothing in
 * src/app. The user-opened side is ./user.ts.
 *
 * A module of its own, imported only by the policy folders and the screen host, so that it rides
 * in the screen host's chunk rather than in a chunk shared with the user overlays' host (one more
 * request before the first bar or dialog could load).
 */
import type { ComponentType } from 'react';
import type { ActorRefFrom, AnyActorLogic, AnyActorRef } from 'xstate';

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

function isPolicyOverlay(value: unknown): value is PolicyOverlay {
  return typeof value === 'object' && value !== null && 'declares' in value && value.declares === 'policyOverlay';
}

/** The overlay folder a glob key names (`../policy/kycBar/index.ts` -> `kycBar`). */
function folderOf(path: string): string {
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
