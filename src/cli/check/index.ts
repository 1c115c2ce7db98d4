/**
 * `policy check`: every file in config/, policies/ and scenarios/ against the schema its
 * `$schema` names, then the checks no schema can express (operators, fact paths, condition
 * names, cross-file references, every decision has a policy). Node only (reads the disk).
 */
import { basename, join, relative } from 'node:path';
import { existsSync } from 'node:fs';
import { SchemaSet, describeAjvErrors, closest, type CheckError, type SchemaDoc } from './schemas';
import { checkBody, checkRule, conditionCycles, schemaPathValidator } from './logic';
import { listJson, readJson, JsonFileError, repoRoot, localeCodes } from '../../bundle/node';
import { bundleFilesFrom, CHANGES_FILE, isPolicyFile, NAV_FILES, type FileMap } from '../../bundle/files';
import { assembleBundle, createEngineFromFiles } from '../../engine/index';
import type { FactsPlan } from '../../engine/factsPlan';

export { formatError, type CheckError } from './schemas';

export interface CheckReport {
  errors: CheckError[];
  counts: { sites: number; policies: number; conditions: number; scenarios: number; schemas: number; configFiles: number };
}

const NAV_ITEM_FIELDS = ['id', 'label', 'href', 'docsKey', 'group', 'menuCode', 'condition', 'column'];

/** The schema of what rules read (docs/policy-language.md, "Where facts come from"). */
export function contextSchema(schemas: SchemaSet): SchemaDoc {
  const facts = schemas.docs.get('facts.schema.json')!;
  const factProps = { ...(facts.properties as Record<string, SchemaDoc>) };
  for (const k of ['$schema', 'site', 'path', 'search', 'now']) delete factProps[k];
  const navItem: SchemaDoc = { type: 'object', properties: Object.fromEntries(NAV_ITEM_FIELDS.map((f) => [f, { type: 'string' }])) };
  const navList: SchemaDoc = { type: 'array', items: navItem };
  return {
    type: 'object',
    $defs: facts.$defs,
    properties: {
      ...factProps,
      site: { $ref: 'site.schema.json' },
      nav: { type: 'object', properties: Object.fromEntries(Object.keys(NAV_FILES).map((k) => [k, navList])) },
      route: {
        type: 'object',
        properties: { path: { type: 'string' }, locale: { type: 'string' }, query: { type: 'object', additionalProperties: { type: 'string' } } },
      },
      now: { type: 'number' },
      item: navItem,
    },
  };
}

export function checkRepo(root = repoRoot): CheckReport {
  const errors: CheckError[] = [];
  const schemas = new SchemaSet(join(root, 'schemas'));
  const files: FileMap = {};
  const scenarioFiles: Record<string, unknown> = {};
  let configFiles = 0;
  const unreadable = new Set<string>();

  // 1. Every file parses and matches the schema it names.
  for (const dir of ['config', 'policies', 'scenarios']) {
    for (const full of listJson(join(root, dir))) {
      const file = relative(root, full);
      let json: unknown;
      try {
        json = readJson(full, root);
      } catch (err) {
        const msg = err instanceof JsonFileError ? err.message.slice(err.file.length + 2) : String(err);
        errors.push({ file, pointer: '', message: msg });
        unreadable.add(file);
        continue;
      }
      const ref = (json as { $schema?: unknown } | null)?.$schema;
      if (typeof ref !== 'string') {
        errors.push({ file, pointer: '/$schema', message: 'missing "$schema": name the schema this file follows, e.g. "../schemas/policy.schema.json"' });
        continue;
      }
      const validate = schemas.validatorFor(ref);
      if (!validate) {
        errors.push({ file, pointer: '/$schema', message: `no schema named ${ref} in schemas/` });
        continue;
      }
      if (!validate(json)) {
        errors.push(...describeAjvErrors(file, validate.errors));
        continue;
      }
      if (dir === 'scenarios') scenarioFiles[file] = json;
      else {
        files[file] = json;
        if (dir === 'config') configFiles++;
      }
    }
  }

  const conditionsDoc = files['policies/conditions.json'] as { conditions?: Record<string, { rule: unknown }> } | undefined;
  const conditionNames = new Set(Object.keys(conditionsDoc?.conditions ?? {}));
  const validPath = schemaPathValidator(contextSchema(schemas), schemas.docs);
  const used = new Set<string>();
  const decisionsSchema = schemas.docs.get('decisions.schema.json');
  const declared = new Set(Object.keys((decisionsSchema?.properties as object | undefined) ?? {}));
  const required = new Set((decisionsSchema?.required as string[] | undefined) ?? []);
  const policyIds = new Set<string>();

  // 2. Policies: names, operators, fact paths, conditions.
  for (const [file, json] of Object.entries(files)) {
    if (!file.startsWith('policies/') || file === CHANGES_FILE) continue;
    const ctx = { file, errors, validPath, conditions: conditionNames, usedConditions: used };
    if (file === 'policies/conditions.json') {
      for (const [name, c] of Object.entries(conditionsDoc?.conditions ?? {})) checkRule(c.rule, `/conditions/${name}/rule`, ctx);
      for (const cycle of conditionCycles(conditionsDoc?.conditions ?? {})) {
        errors.push({ file, pointer: `/conditions/${cycle[0]}`, message: `condition uses itself: ${cycle.join(' -> ')}` });
      }
      continue;
    }
    const policy = json as { id: string };
    const expectedId = basename(file, '.json');
    if (policy.id !== expectedId) errors.push({ file, pointer: '/id', message: `id "${policy.id}" must match the file name "${expectedId}"` });
    if (!declared.has(policy.id)) {
      errors.push({ file, pointer: '/id', message: `decision "${policy.id}" is not declared in schemas/decisions.schema.json (add its value shape there)` });
    }
    policyIds.add(policy.id);
    checkBody(json, '', ctx);
  }
  // A screen policy's slots name other decisions: each must exist, and be no screen itself.
  for (const [file, raw] of Object.entries(files)) {
    const json = raw as { kind?: string; slots?: { overlays?: unknown[] }[] } | null;
    if (!isPolicyFile(file) || json?.kind !== 'screen') continue;
    (json.slots ?? []).forEach((slot, i) =>
      (slot.overlays ?? []).forEach((id, j) => {
        if (typeof id === 'string' && (policyIds.has(id) || unreadable.has(`policies/${id}.json`)) && id !== basename(file, '.json')) return;
        const guess = typeof id === 'string' ? closest(id, policyIds) : undefined;
        errors.push({ file, pointer: `/slots/${i}/overlays/${j}`, message: `unknown overlay decision "${String(id)}"${guess ? ` (did you mean "${guess}"?)` : ''}: a slot lists the ids of policies/*.json` });
      }),
    );
  }
  for (const id of required) {
    if (!policyIds.has(id) && !unreadable.has(`policies/${id}.json`)) errors.push({ file: `policies/${id}.json`, pointer: '', message: `missing: schemas/decisions.schema.json requires decision "${id}"` });
  }

  // 3. Config cross-references: nav item conditions, docs keys, site ids, file names.
  for (const [file, json] of Object.entries(files)) {
    if (/^config\/sites\//.test(file)) {
      const key = (json as { key: string }).key;
      if (basename(file, '.json') !== key) errors.push({ file, pointer: '/key', message: `key "${key}" must match the file name` });
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

  // 4. Scenarios expect only decisions that exist, and their facts name a known site.
  for (const [file, json] of Object.entries(scenarioFiles)) {
    for (const id of Object.keys((json as { expect: object }).expect)) {
      if (!declared.has(id)) {
        const guess = closest(id, declared);
        errors.push({ file, pointer: `/expect/${id}`, message: `unknown decision "${id}"${guess ? ` (did you mean "${guess}"?)` : ''}` });
      }
    }
  }

  // 5. The bundle assembles (docs keys resolve) and every site decides without error.
  let sites = 0;
  if (errors.length === 0) {
    try {
      const planPath = join(root, 'src/generated/factsPlan.json');
      const plan = (existsSync(planPath) ? readJson(planPath, root) : { root: { t: 'raw' }, defs: {} }) as FactsPlan;
      const bundleFiles = bundleFilesFrom(files, plan, localeCodes(root));
      const bundle = assembleBundle(bundleFiles);
      sites = bundle.sites.length;
      const engine = createEngineFromFiles(bundleFiles);
      const validate = schemas.validatorFor('decisions.schema.json');
      for (const site of bundle.sites) {
        const { decisions } = engine.decide({ site: site.id });
        if (validate && !validate(decisions)) {
          for (const e of describeAjvErrors(`policies (site ${site.key})`, validate.errors)) {
            errors.push({ ...e, message: `decision value does not match schemas/decisions.schema.json: ${e.message}` });
          }
        }
      }
    } catch (err) {
      const msg = err instanceof Error ? err.message : String(err);
      const m = /^(config\/[^:]+): (.*)$/.exec(msg);
      errors.push(m ? { file: m[1]!, pointer: '', message: m[2]! } : { file: 'bundle', pointer: '', message: msg });
    }
  }

  const unusedConditions = unreadable.size > 0 ? [] : [...conditionNames].filter((c) => !used.has(c) && !Object.values(files).some((f) => JSON.stringify(f).includes(`"condition":"${c}"`)));
  for (const name of unusedConditions) {
    errors.push({ file: 'policies/conditions.json', pointer: `/conditions/${name}`, message: `condition "${name}" is never used` });
  }

  return {
    errors,
    counts: {
      sites,
      policies: policyIds.size,
      conditions: conditionNames.size,
      scenarios: Object.keys(scenarioFiles).length,
      schemas: schemas.docs.size,
      configFiles,
    },
  };
}
