/** Loads the bundle from disk (the `policy` CLI, tests, benchmarks). */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleFilesFrom, type FileMap } from './files';
import { createEngineFromFiles, type Engine } from '../engine';
import type { BundleFiles } from '../engine/bundle';
import type { FactsPlan } from '../engine/factsPlan';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');

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
  } catch (err) {
    const msg = err instanceof Error ? err.message : String(err);
    const pos = /position (\d+)/.exec(msg);
    let where = '';
    if (pos) {
      const before = text.slice(0, Number(pos[1]));
      const line = before.split('\n').length;
      where = ` (line ${line}, column ${before.length - before.lastIndexOf('\n')})`;
    }
    throw new JsonFileError(relative(root, path), `not valid JSON${where}: ${msg.replace(/ in JSON at position \d+.*$/, '')}`);
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
