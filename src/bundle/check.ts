/**
 * The checks a config bundle (every file of config/ and policies/) must pass before the engine
 * may run it: each file against the schema its `$schema` names, then what no schema can express
 * (only known operators, only fact paths some schema declares, conditions that exist, a policy
 * per declared decision, screen slots naming real decisions, nav conditions that exist), then the
 * bundle assembles and every site decides, with values matching schemas/decisions.schema.json.
 *
 * Pure: the validators come in. `policy check` passes Ajv's (compiled from schemas/ on disk); the
 * browser's hot config passes the precompiled ones of src/generated/configValidators.js, loaded
 * only with a new bundle. Both therefore reject the same files with the same messages.
 */
import type { ErrorObject } from 'ajv/dist/2020';
import { describeAjvErrors, closest, type CheckError } from '../engine/check/errors';
import { checkBody, checkRule, checkSays, conditionCycles, schemaPathValidator, type SchemaDoc } from '../engine/check/logic';
import { contextSchema } from '../engine/check/context';
import { assembleBundle, createEngineFromFiles, fallbackOf } from '../engine';
import type { FactsPlan } from '../engine/factsPlan';
import { bundleFilesFrom, CHANGES_FILE, CONDITIONS_FILE, isPolicyFile, type FileMap } from './files';

/** A validator as Ajv (or its standalone code) makes it. */
type Validate = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

export interface BundleCheckEnv {
  /** The validator for a file's `$schema` value (its last path segment names the schema), or null. */
  validatorFor: (schemaRef: string) => Validate | null;
  /** The schema documents: facts, site and common (fact paths), decisions (declared decisions). */
  docs: ReadonlyMap<string, SchemaDoc>;
  factsPlan: FactsPlan;
  locales: string[];
}

export interface BundleCheck {
  errors: CheckError[];
  /** The files that passed their schema. */
  valid: FileMap;
  declared: Set<string>;
  policyIds: Set<string>;
  conditionNames: Set<string>;
  /** Sites assembled (0 when an error stopped it). */
  sites: number;
}

/** Every name: the conditions file could not be read, so no name is reported unknown. */
class EveryName extends Set<string> {
  override has(): boolean {
    return true;
  }
}

const baseName = (file: string): string => file.replace(/^.*\//, '').replace(/\.json$/, '');

/** One file against the schema its `$schema` names. */
export function schemaErrorsOf(file: string, json: unknown, validatorFor: BundleCheckEnv['validatorFor']): CheckError[] {
  const ref = (json as { $schema?: unknown } | null)?.$schema;
  if (typeof ref !== 'string') {
    return [{ file, pointer: '/$schema', message: 'missing "$schema": name the schema this file follows, e.g. "../schemas/policy.schema.json"' }];
  }
  const validate = validatorFor(ref);
  if (!validate) return [{ file, pointer: '/$schema', message: `no schema named ${ref} in schemas/` }];
  return validate(json) ? [] : describeAjvErrors(file, validate.errors);
}

/** Every check of a bundle's files (paths relative to the repository, e.g. "policies/kycBar.json"). */
export function checkBundleFiles(input: FileMap, env: BundleCheckEnv, unreadable: ReadonlySet<string> = new Set()): BundleCheck {
  const errors: CheckError[] = [];
  const files: FileMap = {};
  // 1. Each file against its schema.
  for (const [file, json] of Object.entries(input).sort(([a], [b]) => a.localeCompare(b))) {
    const schemaErrors = schemaErrorsOf(file, json, env.validatorFor);
    if (schemaErrors.length) errors.push(...schemaErrors);
    else files[file] = json;
  }
  // A file reported above is reported once: what depends on it is not checked against it (no
  // "unknown overlay decision" for a screen whose overlay policy is invalid, no "never used" for a
  // condition only an invalid file uses).
  const invalid = new Set([...unreadable, ...Object.keys(input).filter((file) => !(file in files))]);

  const conditionsDoc = files[CONDITIONS_FILE] as { conditions?: Record<string, { rule: unknown }> } | undefined;
  // An invalid conditions file is reported once: the names it spells still count (or, when it
  // cannot be read at all, every name does), so no policy gets a false "unknown condition".
  const rawConditions = (input[CONDITIONS_FILE] as { conditions?: unknown } | undefined)?.conditions;
  const conditionNames = !invalid.has(CONDITIONS_FILE)
    ? new Set(Object.keys(conditionsDoc?.conditions ?? {}))
    : typeof rawConditions === 'object' && rawConditions !== null
      ? new Set(Object.keys(rawConditions))
      : new EveryName();
  const validPath = schemaPathValidator(contextSchema(env.docs), env.docs);
  const used = new Set<string>();
  const decisionsSchema = env.docs.get('decisions.schema.json');
  const declared = new Set(Object.keys((decisionsSchema?.properties as object | undefined) ?? {}));
  const required = new Set((decisionsSchema?.required as string[] | undefined) ?? []);
  const policyIds = new Set<string>();

  // 2. Policies: names, operators, fact paths, conditions.
  for (const [file, json] of Object.entries(files)) {
    if (!file.startsWith('policies/') || file === CHANGES_FILE) continue;
    const ctx = { file, errors, validPath, conditions: conditionNames, usedConditions: used };
    if (file === CONDITIONS_FILE) {
      for (const [name, c] of Object.entries(conditionsDoc?.conditions ?? {})) checkRule(c.rule, `/conditions/${name}/rule`, ctx);
      checkSays(json, file, errors);
      for (const cycle of conditionCycles(conditionsDoc?.conditions ?? {})) {
        errors.push({ file, pointer: `/conditions/${cycle[0]}`, message: `condition uses itself: ${cycle.join(' -> ')}` });
      }
      continue;
    }
    const policy = json as { id: string };
    const expectedId = baseName(file);
    if (policy.id !== expectedId) errors.push({ file, pointer: '/id', message: `id "${policy.id}" must match the file name "${expectedId}"` });
    if (!declared.has(policy.id)) {
      errors.push({ file, pointer: '/id', message: `decision "${policy.id}" is not declared in schemas/decisions.schema.json (add its value shape there)` });
    }
    policyIds.add(policy.id);
    checkBody(json, '', ctx);
    checkSays(json, file, errors);
  }
  // A screen policy's slots name other decisions: each must exist, and be no screen itself.
  for (const [file, raw] of Object.entries(files)) {
    const json = raw as { kind?: string; slots?: { overlays?: unknown[] }[] } | null;
    if (!isPolicyFile(file) || json?.kind !== 'screen') continue;
    (json.slots ?? []).forEach((slot, i) =>
      (slot.overlays ?? []).forEach((id, j) => {
        if (typeof id === 'string' && (policyIds.has(id) || invalid.has(`policies/${id}.json`)) && id !== baseName(file)) return;
        const guess = typeof id === 'string' ? closest(id, policyIds) : undefined;
        errors.push({ file, pointer: `/slots/${i}/overlays/${j}`, message: `unknown overlay decision "${String(id)}"${guess ? ` (did you mean "${guess}"?)` : ''}: a slot lists the ids of policies/*.json` });
      }),
    );
  }
  // A decision that reads a compliance fact declares what it is when deciding it fails (issue 37):
  // a broken input never silently becomes "not restricted".
  const conditionRules = conditionsDoc?.conditions ?? {};
  for (const [file, raw] of Object.entries(files)) {
    const json = raw as { kind?: string; onError?: unknown } | null;
    if (!isPolicyFile(file) || file === CONDITIONS_FILE || file === CHANGES_FILE || json?.kind === 'screen' || json?.onError !== undefined) continue;
    const fact = complianceFactRead(json, conditionRules);
    if (fact !== null) {
      errors.push({ file, pointer: '/onError', message: `missing "onError": this decision reads the compliance fact ${fact}, so it must declare its fail-safe value ({ "value": ..., "says": "why it is safe" }) for when deciding it fails` });
    }
  }
  for (const id of required) {
    if (!policyIds.has(id) && !invalid.has(`policies/${id}.json`)) errors.push({ file: `policies/${id}.json`, pointer: '', message: `missing: schemas/decisions.schema.json requires decision "${id}"` });
  }

  // 3. Config cross-references: nav item conditions, site keys and file names.
  for (const [file, json] of Object.entries(files)) {
    if (/^config\/sites\//.test(file)) {
      const key = (json as { key: string }).key;
      if (baseName(file) !== key) errors.push({ file, pointer: '/key', message: `key "${key}" must match the file name` });
    }
    const sites = (json as { sites?: Record<string, unknown[]>; default?: unknown[] }).sites;
    if (!sites || !file.startsWith('config/')) continue;
    const lists: Array<[string, unknown[]]> = Object.entries(sites).map(([k, v]) => [`/sites/${k}`, v]);
    const dflt = (json as { default?: unknown[] }).default;
    if (dflt) lists.push(['/default', dflt]);
    for (const [at, items] of lists) {
      items.forEach((item, i) => {
        const cond = (item as { condition?: unknown }).condition;
        if (typeof cond === 'string' && !conditionNames.has(cond)) {
          const guess = closest(cond, conditionNames);
          errors.push({ file, pointer: `${at}/${i}/condition`, message: `unknown condition "${cond}"${guess ? ` (did you mean "${guess}"?)` : ''}` });
        }
      });
    }
  }

  // 4. The bundle assembles (docs keys resolve) and every site decides without error.
  let sites = 0;
  if (errors.length === 0 && unreadable.size === 0) {
    try {
      const bundleFiles = bundleFilesFrom(files, env.factsPlan, env.locales);
      const bundle = assembleBundle(bundleFiles);
      sites = bundle.sites.length;
      const engine = createEngineFromFiles(bundleFiles);
      const validate = env.validatorFor('decisions.schema.json');
      for (const site of bundle.sites) {
        const { decisions, errors: failed } = engine.decide({ site: site.id });
        for (const f of failed) errors.push({ file: `policies/${f.decision}.json`, pointer: '', message: `deciding it fails on site ${site.key}: ${f.message}` });
        if (validate && !validate(decisions)) {
          for (const e of describeAjvErrors(`policies (site ${site.key})`, validate.errors)) {
            errors.push({ ...e, message: `decision value does not match schemas/decisions.schema.json: ${e.message}` });
          }
        }
      }
      // The fail-safe values are decision values too.
      const fallbacks = { ...engine.decide({ site: bundle.sites[0]!.id }).decisions } as Record<string, unknown>;
      for (const policy of bundle.policies) if (policy.onError) fallbacks[policy.id] = fallbackOf(policy);
      if (validate && !validate(fallbacks)) {
        for (const e of describeAjvErrors('policies (fail-safe values)', validate.errors)) {
          errors.push({ ...e, message: `an onError value does not match schemas/decisions.schema.json: ${e.message}` });
        }
      }
    } catch (err) {
      const msg = err instanceof Error ? err.message : String(err);
      const m = /^(config\/[^:]+): (.*)$/.exec(msg);
      errors.push(m ? { file: m[1]!, pointer: '', message: m[2]! } : { file: 'bundle', pointer: '', message: msg });
    }
  }

  const unusedConditions = invalid.size > 0 ? [] : [...conditionNames].filter((c) => !used.has(c) && !Object.values(files).some((f) => JSON.stringify(f).includes(`"condition":"${c}"`)));
  for (const name of unusedConditions) {
    errors.push({ file: CONDITIONS_FILE, pointer: `/conditions/${name}`, message: `condition "${name}" is never used` });
  }
  return { errors, valid: files, declared, policyIds, conditionNames, sites };
}

/**
 * The first compliance fact (`compliance.…`) a policy reads, directly or through the conditions
 * it uses, or null. Walks the JSON; a condition is followed once.
 */
function complianceFactRead(policy: unknown, conditions: Readonly<Record<string, { rule: unknown }>>, seen = new Set<string>()): string | null {
  if (Array.isArray(policy)) {
    for (const item of policy) {
      const found = complianceFactRead(item, conditions, seen);
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof policy !== 'object' || policy === null) return null;
  for (const [key, value] of Object.entries(policy)) {
    if (key === 'var') {
      const path = Array.isArray(value) ? value[0] : value;
      if (typeof path === 'string' && (path === 'compliance' || path.startsWith('compliance.'))) return path;
    }
    if (key === 'use' && typeof value === 'string' && !seen.has(value) && Object.prototype.hasOwnProperty.call(conditions, value)) {
      seen.add(value);
      const found = complianceFactRead(conditions[value]!.rule, conditions, seen);
      if (found !== null) return found;
    }
    const found = complianceFactRead(value, conditions, seen);
    if (found !== null) return found;
  }
  return null;
}
