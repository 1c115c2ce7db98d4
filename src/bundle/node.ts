/** Loads the bundle from disk (the `policy` CLI, tests, benchmarks). */
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { join, relative, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSON_LIMITS, parseJsonText, tooBig } from '../engine/check/jsonText';
import type { CheckError } from '../engine/check/errors';
import { bundleFilesFrom, type FileMap } from './files';
import { createEngineFromFiles, type Engine } from '../engine';
import type { BundleFiles } from '../engine/bundle';
import type { FactsPlan } from '../engine/factsPlan';

/** The repository: the nearest folder above this file with a package.json (works when bundled too). */
function findRoot(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, 'package.json')) || !existsSync(join(dir, 'policies'))) {
    const up = dirname(dir);
    if (up === dir) return join(dirname(fileURLToPath(import.meta.url)), '../..');
    dir = up;
  }
  return dir;
}

export const repoRoot = findRoot(dirname(fileURLToPath(import.meta.url)));

export class JsonFileError extends Error {
  constructor(
    readonly file: string,
    message: string,
    /** Every problem found (a file may repeat several keys); the message is the first. */
    readonly errors: CheckError[] = [{ file, pointer: '', message }],
  ) {
    super(`${file}: ${message}`);
  }
}

/**
 * Parse a JSON file strictly (src/engine/check/jsonText.ts): a syntax error names the line and
 * column; a byte-order mark, a duplicate key, a file, array or nesting over the limits is refused
 * with the file and the place, before anything slow or recursive reads it.
 */
export function readJson(path: string, root = repoRoot): unknown {
  const file = relative(root, path);
  const bytes = statSync(path).size;
  if (bytes > JSON_LIMITS.bytes) throw new JsonFileError(file, tooBig(bytes));
  const parsed = parseJsonText(readFileSync(path, 'utf8'), file);
  if (parsed.ok) return parsed.value;
  throw new JsonFileError(file, parsed.errors[0]!.message, parsed.errors);
}

function listJson(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listJson(full));
    else if (entry.name.endsWith('.json')) out.push(full);
  }
  return out.sort();
}

/** Every JSON file under config/ and policies/, by repo-relative path. */
export function readBundleFileMap(root = repoRoot): FileMap {
  const files: FileMap = {};
  for (const dir of ['config', 'policies']) {
    for (const path of listJson(join(root, dir))) files[relative(root, path)] = readJson(path, root);
  }
  return files;
}

export function localeCodes(root = repoRoot): string[] {
  const common = readJson(join(root, 'schemas/common.schema.json'), root) as { $defs: { localeCode: { enum: string[] } } };
  return common.$defs.localeCode.enum;
}

export function readBundleFiles(root = repoRoot): BundleFiles {
  const plan = readJson(join(root, 'src/generated/factsPlan.json'), root) as FactsPlan;
  return bundleFilesFrom(readBundleFileMap(root), plan, localeCodes(root));
}

export function loadEngine(root = repoRoot): Engine {
  return createEngineFromFiles(readBundleFiles(root));
}

export { listJson };
