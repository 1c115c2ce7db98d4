/**
 * Decisions for features. The engine chunk loads lazily; until it has, every decision is
 * `undefined` and features render nothing (the safe default: a bar or dialog that is not yet
 * decided does not show). `useDecision(id)` re-renders its component only when that decision's
 * value changes, not on every change of facts.
 */
import { atom, useAtomValue } from 'jotai';
import { selectAtom } from 'jotai/utils';
import { useMemo } from 'react';
import type { DecisionError, Engine } from '../engine';
import type { NativeApp } from '../api/native/nativeApp';
import type { Decisions } from '../engine/decisions';
import { factsAtom } from './atoms';

export const engineAtom = atom<Engine | null>(null);

interface Decided {
  readonly decisions: Decisions | null;
  readonly errors: readonly DecisionError[];
}

/** Failures already logged (a decision re-runs with every change of facts): once per page load. */
const logged = new Set<string>();

const decidedAtom = atom<Decided>((get) => {
  const engine = get(engineAtom);
  if (!engine) return { decisions: null, errors: [] };
  try {
    // The engine decides each decision on its own: one that fails takes its policy's fail-safe
    // value (`onError`) and is listed in `errors`; the others, compliance included, stand.
    const decided = engine.decide(get(factsAtom));
    for (const { decision, message } of decided.errors) {
      const line = `decision ${decision} failed, onError applies: ${message}`;
      if (logged.has(line)) continue;
      logged.add(line);
      console.error(line);
    }
    return decided;
  } catch (error) {
    // Only an unknown site gets here (the app never asks for one): decide nothing.
    console.error('decide failed', error);
    return { decisions: null, errors: [] };
  }
});

export const decisionsAtom = atom<Decisions | null>((get) => get(decidedAtom).decisions);

/** The decisions whose evaluation failed on this page (for monitoring). */
export const decisionErrorsAtom = selectAtom(decidedAtom, (d) => d.errors, (a, b) => sameJson(a, b));

function sameJson(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

const selectors = new Map<keyof Decisions, ReturnType<typeof selectAtom<Decisions | null, unknown>>>();

export function decisionAtom<K extends keyof Decisions>(id: K) {
  let a = selectors.get(id);
  if (!a) {
    a = selectAtom(decisionsAtom, (d) => (d ? d[id] : undefined), sameJson);
    selectors.set(id, a);
  }
  return a as unknown as ReturnType<typeof atom<Decisions[K] | undefined>>;
}

/** One decision, or undefined while the engine loads. */
export function useDecision<K extends keyof Decisions>(id: K): Decisions[K] | undefined {
  const a = useMemo(() => decisionAtom(id), [id]);
  return useAtomValue(a);
}

/**
 * Loads the engine chunk into the store (called once at boot, after the first render), with the
 * native app the page runs in (the inApp and app facts): both before the first decision, so no
 * web-only overlay shows in the app for a moment.
 */
export async function loadEngineInto(set: (engine: Engine, app: NativeApp | null) => void): Promise<void> {
  // The last good hot config bundle when one is stored (src/bundle/hotConfig.ts), else the built-in.
  // The hot config reader's chunk is fetched beside the engine's, not after it.
  const [{ engineForThisView }, native] = await Promise.all([import('../bundle/browser'), import('../api/native/nativeApp'), import('../bundle/hotConfig')]);
  const { engine } = await engineForThisView();
  set(engine, native.detectThisNativeApp());
}
