/**
 * The screen's parent machine (DESIGN: one screen, one arbiter): it owns one child actor per
 * overlay the engine's `screen` decision gives a slot to, spawned when the overlay gets its slot
 * and stopped when it loses it or its own machine finishes (closed). The children hold only their
 * lifecycle (timers, steps); whether they may show is the decision's, never theirs.
 *
 * The app passes the children's logic by overlay id (`input.logics`): this layer imports no
 * feature. An overlay without a machine of its own gets none (its component draws the decision).
 */
import { assign, enqueueActions, setup, type AnyActorLogic, type AnyActorRef } from 'xstate';
import type { StorageWrite } from '../facts';

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
}

/** The input every overlay machine the screen spawns receives. */
export interface OverlayInput {
  variant?: string;
  effects: ScreenEffects;
}

export interface ScreenHolder {
  id: string;
  variant?: string;
}

export type ScreenEvent =
  /** The engine re-decided: these overlays hold a slot now, in display order. */
  { type: 'screen.decided'; holders: readonly ScreenHolder[] };

export interface ScreenContext {
  logics: Readonly<Record<string, AnyActorLogic>>;
  effects: ScreenEffects;
  /** One child per overlay holding a slot, by overlay id. */
  children: Readonly<Record<string, AnyActorRef>>;
  /** Overlays whose machine finished (closed) in this page view: not spawned again. */
  finished: readonly string[];
}

export const screenMachine = setup({
  types: {
    context: {} as ScreenContext,
    input: {} as { logics: Readonly<Record<string, AnyActorLogic>>; effects: ScreenEffects },
    events: {} as ScreenEvent,
  },
}).createMachine({
  id: 'screen',
  context: ({ input }) => ({ logics: input.logics, effects: input.effects, children: {}, finished: [] }),
  on: {
    'screen.decided': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const wanted = new Set(event.holders.map((holder) => holder.id));
        // Overlays that lost their slot: their actors stop (timers and all).
        for (const [id, child] of Object.entries(context.children)) if (!wanted.has(id)) enqueue.stopChild(child);
        enqueue.assign(({ spawn }) => {
          const children: Record<string, AnyActorRef> = {};
          for (const [id, child] of Object.entries(context.children)) if (wanted.has(id)) children[id] = child;
          for (const holder of event.holders) {
            const logic = context.logics[holder.id];
            if (!logic || children[holder.id] || context.finished.includes(holder.id)) continue;
            // The logics come from the app at run time, so the typed `spawn` (which wants them
            // declared in setup's actors) is widened: the id is the overlay's, for done events.
            const spawnAny = spawn as unknown as (logic: AnyActorLogic, options: { id: string; input: OverlayInput }) => AnyActorRef;
            const input: OverlayInput = { effects: context.effects, ...(holder.variant ? { variant: holder.variant } : {}) };
            children[holder.id] = spawnAny(logic, { id: holder.id, input });
          }
          return { children };
        });
      }),
    },
    // A child reached its final state (the visitor closed the overlay): let it go for good.
    'xstate.done.actor.*': {
      actions: assign(({ context, event }) => {
        const id = event.type.slice('xstate.done.actor.'.length);
        const { [id]: _done, ...children } = context.children;
        return { children, finished: [...context.finished, id] };
      }),
    },
  },
});
