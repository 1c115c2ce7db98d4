/** Loads the bundle from disk (the `policy` CLI, tests, benchmarks). */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseJsonc, printParseErrorCode, type ParseError } from 'jsonc-parser';
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
  ) {
    super(`${file}: ${message}`);
  }
}

/** Parse a JSON file; a syntax error names the file, line and column. */
export function readJson(path: string, root = repoRoot): unknown {
  const text = readFileSync(path, 'utf8');
  try {
    return JSON.parse(text);
  } catch {
    // JSON.parse on Node 20 does not say where; jsonc-parser does.
    const errors: ParseError[] = [];
    parseJsonc(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
    const first = errors[0];
    let where = '';
    let what = 'syntax error';
    if (first) {
      const before = text.slice(0, first.offset);
      where = ` (line ${before.split('\n').length}, column ${first.offset - before.lastIndexOf('\n')})`;
      what = printParseErrorCode(first.error).replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
    }
    throw new JsonFileError(relative(root, path), `not valid JSON${where}: ${what}`);
  }
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
