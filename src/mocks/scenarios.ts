/**
 * Scenario files (scenarios/*.json) for the mocked backend: loaded on demand, so the demo does
 * not carry all of them up front. A scenario's `api` overrides responses, `faults` injects
 * faults, and its facts (compliance, user, declaration, referral) shape the persona's answers.
 */
import type { Scenario } from '../generated/scenario';

export type { Scenario };

const loaders = import.meta.glob<Scenario>('../../scenarios/*.json', { import: 'default' });

const byName = new Map<string, () => Promise<Scenario>>(
  Object.entries(loaders).map(([path, load]) => [path.replace(/^.*\//, '').replace(/\.json$/, ''), load]),
);

/** Scenario names (file names without .json), sorted. */
export const SCENARIO_NAMES: readonly string[] = [...byName.keys()].sort();

/** The scenario, or null when there is none by that name. */
export async function loadScenario(name: string): Promise<Scenario | null> {
  const load = byName.get(name);
  return load ? load() : null;
}
