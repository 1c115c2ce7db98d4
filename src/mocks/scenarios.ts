/**
 * Scenario files (scenarios/*.json) for the mocked backend: loaded on demand, so the demo does
 * not carry all of them up front. A scenario's `api` overrides responses, `faults` injects
 * faults, and its facts (compliance, user, declaration, referral) shape the persona's answers.
 */
import type { Scenario } from '../generated/types/scenario';

export type { Scenario };

const loaders = import.meta.glob<Scenario>('../../scenarios/*.json', { import: 'default' });

const byName = new Map<string, () => Promise<Scenario>>(
  Object.entries(loaders).map(([path, load]) => [path.replace(/^.*\//, '').replace(/\.json$/, ''), load]),
);

/** Each scenario's tags (the decisions it is about among them), for the dev panel's links. */
// A query makes these separate modules from the lazy scenario loaders above, and `import: 'tags'`
// keeps only the tags of each file in the bundle: the scenarios themselves stay lazy.
const tagsByPath = import.meta.glob<readonly string[]>('../../scenarios/*.json', { import: 'tags', eager: true, query: '?tags' });
export const SCENARIO_TAGS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(tagsByPath).map(([path, tags]) => [path.replace(/^.*\//, '').replace(/\.json(\?.*)?$/, ''), tags ?? []]),
);

/** Scenario names (file names without .json), sorted. */
export const SCENARIO_NAMES: readonly string[] = [...byName.keys()].sort();

/**
 * The scenario the dev panel or a browser test wrote into sessionStorage (`demo.inlineScenario`,
 * JSON with at least `facts`), named `inline` in the URL: how the hostile-content tests serve a
 * corpus through the mocked backend without a file per input. Anything malformed: none.
 */
const INLINE_SCENARIO = 'inline';
const INLINE_SCENARIO_KEY = 'demo.inlineScenario';

function inlineScenario(): Scenario | null {
  try {
    const text = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(INLINE_SCENARIO_KEY);
    if (text === null) return null;
    const value = JSON.parse(text) as Partial<Scenario>;
    if (value === null || typeof value !== 'object' || typeof value.facts !== 'object' || value.facts === null) return null;
    return { name: 'inline', description: 'Written by a test or the dev panel', expect: {}, ...value } as Scenario;
  } catch {
    return null;
  }
}

/** The scenario, or null when there is none by that name. */
export async function loadScenario(name: string): Promise<Scenario | null> {
  if (name === INLINE_SCENARIO) return inlineScenario();
  const load = byName.get(name);
  return load ? load() : null;
}
