/**
 * The page's decisions with their explanations, for the developer panel and the policy
 * inspector (demo and dev only): one derived atom, so the engine explains a change of facts once
 * however many of them are open. The engine is the one the page runs (a hot config bundle's when
 * one is in force), the built-in one until it has loaded.
 */
import { atom } from 'jotai';
import { engine as builtInEngine } from '../../bundle/browser';
import { engineAtom, factsAtom } from '../../facts';
import type { DecisionTrace } from '../engine';

export { builtInEngine };

export type Explained =
  | { ok: true; decisions: Record<string, unknown>; trace: Record<string, DecisionTrace> }
  | { ok: false; message: string };

/** The engine the page runs. */
export const pageEngineAtom = atom((get) => get(engineAtom) ?? builtInEngine);

export const explainedAtom = atom<Explained>((get) => {
  try {
    const result = get(pageEngineAtom).decide(get(factsAtom), { explain: true });
    return { ok: true, decisions: { ...result.decisions } as Record<string, unknown>, trace: (result.trace ?? {}) as Record<string, DecisionTrace> };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
});
