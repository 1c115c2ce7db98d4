/**
 * `policy check`: every file in config/, policies/ and scenarios/ against the schema its
 * `$schema` names, then the checks no schema can express (operators, fact paths, condition
 * names, cross-file references, every decision has a policy). Node only (reads the disk).
 */
import { join, relative } from 'node:path';
import { existsSync } from 'node:fs';
import { SchemaSet, closest, describeAjvErrors, type CheckError } from './schemas';
import { storageKeys, unknownStorageKeys } from '../../engine/check/storageKeys';
import { checkSitePieces, unknownSiteId } from './sites';
import { listJson, readJson, readBundleFileMap, JsonFileError, repoRoot, localeCodes } from '../../bundle/node';
import { checkBundleFiles, schemaErrorsOf } from '../../bundle/check';
import type { FileMap } from '../../bundle/files';
import type { FactsPlan } from '../../engine/factsPlan';

export { formatError } from './schemas';

/**
 * Every problem of one facts object (a facts file, or a scenario's "facts" under `base`): its
 * schema, every error at once, and storage keys no policy reads (with a suggestion).
 */
export function factsErrors(file: string, facts: unknown, base = '', root = repoRoot, policyFiles?: FileMap): CheckError[] {
  const schemas = new SchemaSet(join(root, 'schemas'));
  const validate = schemas.validatorFor('facts.schema.json')!;
  const errors = validate(facts) ? [] : describeAjvErrors(file, validate.errors).map((e) => ({ ...e, pointer: `${base}${e.pointer}` }));
  const bundleFiles = policyFiles ?? readBundleFileMap(root);
  return [...errors, ...unknownSiteId(file, facts, bundleFiles, base), ...unknownStorageKeys(file, facts, storageKeys(bundleFiles), base)];
}

export interface CheckReport {
  errors: CheckError[];
  counts: { sites: number; policies: number; conditions: number; scenarios: number; schemas: number; configFiles: number };
}

export function checkRepo(root = repoRoot): CheckReport {
  const errors: CheckError[] = [];
  const schemas = new SchemaSet(join(root, 'schemas'));
  const files: FileMap = {};
  const scenarioFiles: Record<string, unknown> = {};
  let configFiles = 0;
  const unreadable = new Set<string>();

  // 1. Every file parses (the bundle's files are checked against their schemas below).
  for (const dir of ['config', 'policies', 'scenarios']) {
    for (const full of listJson(join(root, dir))) {
      const file = relative(root, full);
      try {
        const json = readJson(full, root);
        if (dir === 'scenarios') scenarioFiles[file] = json;
        else files[file] = json;
      } catch (err) {
        if (err instanceof JsonFileError) errors.push(...err.errors);
        else errors.push({ file, pointer: '', message: String(err) });
        unreadable.add(file);
      }
    }
  }

  // 2. Config and policies: what the browser checks of a hot config bundle too (src/bundle/check.ts).
  const planPath = join(root, 'src/generated/factsPlan.json');
  const plan = (existsSync(planPath) ? readJson(planPath, root) : { root: { t: 'raw' }, defs: {} }) as FactsPlan;
  const bundle = checkBundleFiles(files, { validatorFor: (ref) => schemas.validatorFor(ref), docs: schemas.docs, factsPlan: plan, locales: localeCodes(root) }, unreadable);
  errors.push(...bundle.errors);
  configFiles = Object.keys(bundle.valid).filter((file) => file.startsWith('config/')).length;

  // A region is data: every piece a site needs, and every reference to a site, against
  // config/sites/ (./sites.ts). Only when every site file could be read (else reported once).
  const siteUnreadable = [...unreadable].some((file) => file.startsWith('config/'));
  if (!siteUnreadable) errors.push(...checkSitePieces(root, files));

  // 3. Scenarios match their schema, name only storage keys some policy reads, expect only
  // decisions that exist.
  const keys = storageKeys(files);
  const policyUnreadable = [...unreadable].some((file) => file.startsWith('policies/'));
  for (const [file, json] of Object.entries(scenarioFiles)) {
    const schemaErrors = schemaErrorsOf(file, json, (ref) => schemas.validatorFor(ref));
    if (schemaErrors.length) {
      errors.push(...schemaErrors);
      delete scenarioFiles[file];
      continue;
    }
    // Only against a complete set of policies: an unreadable policy is reported once, not again
    // as "unknown storage key" in every scenario that names its key.
    if (!policyUnreadable) errors.push(...unknownStorageKeys(file, (json as { facts: unknown }).facts, keys, '/facts'));
    if (!siteUnreadable) errors.push(...unknownSiteId(file, (json as { facts: unknown }).facts, files, '/facts'));
    for (const id of Object.keys((json as { expect: object }).expect)) {
      if (!bundle.declared.has(id)) {
        const guess = closest(id, bundle.declared);
        errors.push({ file, pointer: `/expect/${id}`, message: `unknown decision "${id}"${guess ? ` (did you mean "${guess}"?)` : ''}` });
      }
    }
  }

  return {
    errors,
    counts: {
      sites: bundle.sites,
      policies: bundle.policyIds.size,
      conditions: bundle.conditionNames.size,
      scenarios: Object.keys(scenarioFiles).length,
      schemas: schemas.docs.size,
      configFiles,
    },
  };
}
