/**
 * The screen's parent machine (DESIGN: one screen, one arbiter): it owns one child actor per
 * overlay the engine's `screen` decision gives a slot to, spawned when the overlay gets its slot
 * and stopped when it loses it or its own machine finishes (closed). The children hold only their
 * lifecycle (timers, steps); whether they may show is the decision's, never theirs.
 *
 * The app passes the children's logic by overlay id (`input.logics`): this layer imports no
 * feature. An overlay without a machine of its own gets none (its component draws the decision).
 */
import { enqueueActions, setup, type AnyActorLogic, type AnyActorRef } from 'xstate';
import type { StorageWrite } from '../../facts';

/** When an overlay's exposure record is written (policy throttles' `record`). */
export type ExposureMoment = 'shown' | 'closed' | 'acknowledged';

/**
 * What an overlay's machine may do to the world, given to each child as input: navigate (a
 * locale-free same-site path; the app puts it in the page's locale), write storage through the
 * one storage writer (so the engine re-decides at once), and leave for another regional site.
 * Tests pass recorders.
 */
export interface ScreenEffects {
  navigate(path: string): void;
  write(...writes: StorageWrite[]): void;
  /** Leave for another regional site (production: its domain; the demo: `?site=<id>`). */
  goToSite(site: { id: number; webSiteDomain: string }, path: string): void;
  /** Load the page again (the IP check's VPN notice: 'I have turned it off'). */
  reload(): void;
  /**
   * Record a moment of the overlay's life: the app writes what its policy's throttles declare
   * for that moment (engine `exposures`: keys, lifetimes and the clock all come from the policy
   * and the facts), through the one storage writer, and sends the analytics event.
   */
  record(overlayId: string, moment: ExposureMoment, variant?: string): void;
}

/** The input every overlay machine the screen spawns receives. */
export interface OverlayInput {
  /** The overlay's id (its policy's). */
  id: string;
  variant?: string;
  effects: ScreenEffects;
}

export interface ScreenHolder {
  id: string;
  variant?: string;
  /** The slot it holds (bars, dialog, toasts, banners). */
  slot?: string;
}

export type ScreenEvent =
  /** The engine re-decided: these overlays hold a slot now, in display order. */
  { type: 'screen.decided'; holders: readonly ScreenHolder[] };

export interface ScreenContext {
  logics: Readonly<Record<string, AnyActorLogic>>;
  effects: ScreenEffects;
  /** Slots whose holder stays until it closes (policies/screen.json `keep: untilClosed`). */
  keep: readonly string[];
  /** One child per overlay holding a slot, by overlay id. */
  children: Readonly<Record<string, AnyActorRef>>;
  /** Where each child is: its slot and variant, as when it was spawned. */
  placed: Readonly<Record<string, ScreenHolder>>;
  /** Overlays whose machine finished (closed) in this page view: not spawned again while their decision holds. */
  finished: readonly string[];
  /** The engine's last answer: an overlay waiting for a kept slot takes it when the holder closes. */
  holders: readonly ScreenHolder[];
}

type Spawn = (logic: AnyActorLogic, options: { id: string; input: OverlayInput }) => AnyActorRef;

/**
 * Spawns a child for each wanted holder not yet on screen, in display order; one that wants a
 * kept slot still held by another waits its turn.
 */
function place(context: ScreenContext, holders: readonly ScreenHolder[], children: Record<string, AnyActorRef>, placed: Record<string, ScreenHolder>, finished: readonly string[], spawn: Spawn): void {
  for (const holder of holders) {
    const logic = context.logics[holder.id];
    if (!logic || children[holder.id] || finished.includes(holder.id)) continue;
    // A kept slot still held by another overlay: this one waits its turn.
    if (holder.slot !== undefined && context.keep.includes(holder.slot) && Object.values(placed).some((p) => p.slot === holder.slot)) continue;
    const input: OverlayInput = { id: holder.id, effects: context.effects, ...(holder.variant ? { variant: holder.variant } : {}) };
    children[holder.id] = spawn(logic, { id: holder.id, input });
    placed[holder.id] = holder;
  }
}

export const screenMachine = setup({
  types: {
    context: {} as ScreenContext,
    input: {} as { logics: Readonly<Record<string, AnyActorLogic>>; effects: ScreenEffects; keep?: readonly string[] },
    events: {} as ScreenEvent,
  },
}).createMachine({
  id: 'screen',
  context: ({ input }) => ({ logics: input.logics, effects: input.effects, keep: input.keep ?? [], children: {}, placed: {}, finished: [], holders: [] }),
  on: {
    'screen.decided': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const wanted = new Set(event.holders.map((holder) => holder.id));
        // Kept slots: a child stays until it closes, even when its own exposure record flipped
        // its decision (the KYC-upgrade cookie, the Uzbekistan flag) or a stronger overlay
        // started wanting the slot; the others leave as soon as they lose their place.
        const stays = (id: string) => wanted.has(id) || context.keep.includes(context.placed[id]?.slot ?? '');
        for (const [id, child] of Object.entries(context.children)) if (!stays(id)) enqueue.stopChild(child);
        enqueue.assign(({ spawn }) => {
          const children: Record<string, AnyActorRef> = {};
          const placed: Record<string, ScreenHolder> = {};
          for (const [id, child] of Object.entries(context.children)) {
            if (!stays(id)) continue;
            children[id] = child;
            placed[id] = context.placed[id]!;
          }
          // The logics come from the app at run time, so the typed `spawn` (which wants them
          // declared in setup's actors) is widened: the id is the overlay's, for done events.
          place(context, event.holders, children, placed, context.finished, spawn as unknown as Spawn);
          // An overlay closed in this page view comes back only after its decision lapsed and
          // returned (the EU upcoming-feature dialog on a second visit to the feature).
          return { children, placed, finished: context.finished.filter((id) => wanted.has(id)), holders: event.holders };
        });
      }),
    },
    // A child reached its final state (the visitor closed the overlay): let it go for good, and
    // give its kept slot to the next overlay that has been waiting for it.
    'xstate.done.actor.*': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const id = event.type.slice('xstate.done.actor.'.length);
        enqueue.assign(({ spawn }) => {
          const { [id]: _done, ...children } = context.children;
          const { [id]: _gone, ...placed } = context.placed;
          const finished = [...context.finished, id];
          place(context as ScreenContext, context.holders as readonly ScreenHolder[], children, placed as Record<string, ScreenHolder>, finished, spawn as unknown as Spawn);
          return { children, placed, finished };
        });
      }),
    },
  },
});
